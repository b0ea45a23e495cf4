/** The profile's Admin tab (spec 001 §2.14): a button to /admin and the list of admin capabilities. */
import { CheckCircle2, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

/** What the Admin Panel offers today, as `profile:admin.capabilities.<key>`; add one as each admin tab lands (spec 002 §2.1). */
const CAPABILITIES = ['society', 'school', 'office'] as const;

export function AdminTab() {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2 text-sm">
          {CAPABILITIES.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <CheckCircle2 className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {t(`admin.capabilities.${key}`)}
            </li>
          ))}
        </ul>
        <Button asChild className="w-full">
          <Link to="/admin">
            <Shield aria-hidden /> {t('admin.open')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

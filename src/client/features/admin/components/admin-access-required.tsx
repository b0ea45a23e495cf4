/** Shown on /admin to a member who is not an administrator (spec 002 §6: only administrators open /admin). */
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';

export function AdminAccessRequired() {
  const { t } = useTranslation('admin');
  return (
    <Card className="items-center gap-3 px-4 py-10 text-center">
      <ShieldAlert aria-hidden className="text-muted-foreground size-10" />
      <h1 className="text-xl font-semibold">{t('access.title')}</h1>
      <p className="text-muted-foreground text-sm">{t('access.body')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('access.home')}</Link>
      </Button>
    </Card>
  );
}

/**
 * Join a Hub card for a member without a hub (spec 001 §2.2): Join a Society / a School / an Office,
 * going to /societies?type=society, school or office.
 */
import { Building2, GraduationCap, Home as HomeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

export function JoinAHub() {
  const { t } = useTranslation('hubs');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('joinAHub.title')}</h2>
        </CardTitle>
        <CardDescription>{t('joinAHub.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild>
          <Link to="/societies?type=society">
            <HomeIcon aria-hidden /> {t('joinAHub.society')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/societies?type=school">
            <GraduationCap aria-hidden /> {t('joinAHub.school')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/societies?type=office">
            <Building2 aria-hidden /> {t('joinAHub.office')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

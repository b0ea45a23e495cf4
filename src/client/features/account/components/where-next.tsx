/**
 * The links under the public pages /privacy and /account/deletion/cancel (ADR 0052): 'Sign in' for a
 * signed-out visitor, and 'Go to home'.
 */
import { Home, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useSession } from '@/client/features/auth';

export function WhereNext() {
  const { t } = useTranslation('account');
  const signedIn = Boolean(useSession().data);
  return (
    <nav aria-label={t('whereNext.label')} className="flex flex-wrap justify-center gap-2">
      {!signedIn && (
        <Button asChild variant="outline">
          <Link to="/auth">
            <LogIn aria-hidden />
            {t('common:signIn')}
          </Link>
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to="/">
          <Home aria-hidden />
          {t('whereNext.home')}
        </Link>
      </Button>
    </nav>
  );
}

/**
 * The links under the public pages /privacy and /account/deletion/cancel (ADR 0052): 'Sign in' for a
 * signed-out visitor, and 'Go to home' (`WhereNextLinks` with the `account` catalogue's texts).
 */
import { useTranslation } from 'react-i18next';
import { WhereNextLinks } from '@/client/components/where-next-links';
import { useSession } from '@/client/features/auth';

export function WhereNext() {
  const { t } = useTranslation('account');
  return (
    <WhereNextLinks
      signedIn={Boolean(useSession().data)}
      label={t('whereNext.label')}
      signIn={t('common:signIn')}
      home={t('whereNext.home')}
    />
  );
}

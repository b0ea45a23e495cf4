/**
 * Header of the signed-in shell (spec 001 §2.15): logo and name (to '/'), an Earnings link, the
 * notifications bell and the avatar menu. Links appear once their pages exist.
 */
import { IndianRupee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@/contract/auth';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';
import { hasMemberRoute } from '../has-member-route';
import { IconLink } from './icon-link';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** The header bar and its row (also painted by app/first-paint before the JavaScript arrives). */
export const HEADER_CLASS =
  'bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b pt-[env(safe-area-inset-top)] backdrop-blur';
export const HEADER_ROW_CLASS = 'mx-auto flex h-14 max-w-lg items-center justify-between gap-2 px-4';

export function AppHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation('app');
  return (
    <header className={HEADER_CLASS}>
      <div className={HEADER_ROW_CLASS}>
        <Link
          to="/"
          className="focus-visible:ring-ring/50 rounded-md outline-none focus-visible:ring-[3px]"
          aria-label={t('shell.home')}
        >
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-1">
          {hasMemberRoute('/earnings') ? (
            <IconLink to="/earnings" label={t('shell.earnings')} tooltip={t('shell.earnings')}>
              <IndianRupee className="size-5" aria-hidden />
            </IconLink>
          ) : null}
          {hasMemberRoute('/notifications') ? <NotificationBell /> : null}
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}

/**
 * The signed-in shell (spec 001 §2.15): header, the page in a narrow mobile column (max-w-lg) with
 * safe-area padding (the bottom padding clears the bottom navigation and the floating add-book button), and
 * the bottom navigation. A thin bar shows while a code-split page is loading. Its tooltips (and those of the
 * member pages) share one provider: 700 ms delay, 300 ms skip (spec 000 §9). The bell's count stays live
 * through the notification event stream (useLiveNotifications). Pages learn which other pages exist
 * (to show a link only when its page is registered) through `PageLinksProvider`.
 */
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { useCurrentUser } from '@/client/features/auth';
import { useLiveChat } from '@/client/features/chat';
import { FloatingAddBookButton } from '@/client/features/books/components/floating-add-book-button';
import { FloatingFeedbackButton } from '@/client/features/feedback';
import { useLiveNotifications } from '@/client/features/notifications/api/live-notifications';
import { useMemberLanguage } from '@/client/i18n/member-language';
import { PageLinksProvider } from '@/client/lib/page-links';
import { hasMemberRoute } from '../has-member-route';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { OfflineBanner } from './offline-banner';

function NavigationProgress() {
  const { t } = useTranslation('app');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="bg-primary h-full w-full animate-pulse" />
    </div>
  );
}

/** The page area (also painted by app/first-paint before the JavaScript arrives). */
export const MAIN_CLASS = 'mx-auto max-w-lg px-4 pt-4 pb-[calc(9rem+env(safe-area-inset-bottom))]';

export function AppShell() {
  const { t } = useTranslation('app');
  const user = useCurrentUser();
  useMemberLanguage(user.preferredLanguage);
  useLiveNotifications();
  useLiveChat();
  return (
    <TooltipProvider>
      <div className="bg-background min-h-dvh">
        <a
          href="#main"
          className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('shell.skipToContent')}
        </a>
        <NavigationProgress />
        <AppHeader user={user} />
        <OfflineBanner />
        <main id="main" tabIndex={-1} className={`${MAIN_CLASS} outline-none`}>
          <PageLinksProvider value={hasMemberRoute}>
            <Outlet />
          </PageLinksProvider>
        </main>
        <FloatingAddBookButton />
        <FloatingFeedbackButton />
        <BottomNav />
        <ScrollRestoration />
      </div>
    </TooltipProvider>
  );
}

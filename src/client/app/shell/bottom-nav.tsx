/**
 * Bottom navigation of the signed-in shell (spec 001 §2.15): Home, Browse, My Books, Chat, Hub, each shown
 * once its page exists; the active item (by path prefix) is highlighted and marked aria-current="page".
 * The Chat item carries the live unread count of hub rooms and conversations (ADR 0019, ADR 0050).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/client/lib/utils';
import { hasMemberRoute } from '../has-member-route';
import { useChatUnreadTotal } from '@/client/features/chat';
import { useConversationsUnread } from '@/client/features/conversations';
import { BOTTOM_NAV_ITEMS, isNavItemActive, unreadBadgeText } from './nav';

export function BottomNav() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  // hub rooms and private conversations together (ADR 0050)
  const chatUnread = useChatUnreadTotal() + useConversationsUnread();
  const items = BOTTOM_NAV_ITEMS.filter((item) => hasMemberRoute(item.to));
  return (
    <nav
      aria-label={t('shell.mainNav')}
      className="bg-background/95 supports-[backdrop-filter]:bg-background/80 fixed inset-x-0 bottom-0 z-40 border-t pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-lg">
        {items.map((item) => {
          const active = isNavItemActive(item.to, pathname);
          const badge = item.to === '/chat' ? unreadBadgeText(chatUnread) : null;
          return (
            <li key={item.to} className="flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'focus-visible:ring-ring/50 flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-inset',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-primary/10',
                  )}
                >
                  <item.icon className="size-5" aria-hidden />
                  {badge && (
                    <span
                      aria-hidden
                      data-testid="chat-unread"
                      className="absolute bg-red-700 -top-1 right-1 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-semibold text-white"
                    >
                      {badge}
                    </span>
                  )}
                </span>
                {t(item.labelKey)}
                {badge && <span className="sr-only">{t('shell.chatUnread', { count: chatUnread })}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

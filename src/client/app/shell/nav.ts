/**
 * The shell's navigation rules (spec 001 §2.15): the bottom navigation items, which one is active
 * (by path prefix; Home only on '/'), and the bell's badge text (9+ above 9).
 */
import { BookOpen, House, MessageCircle, Search, Users, type LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { isChatRoomPath } from '@/client/lib/chat-room-path';

export interface NavItem {
  to: string;
  /** key in the `app` catalogue (ADR 0042) */
  labelKey: `shell.nav.${string}`;
  icon: LucideIcon;
}

/** Home (/), Browse (/browse), My Books (/my-books), Chat (/chat), Hub (/societies). */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'shell.nav.home', icon: House },
  { to: '/browse', labelKey: 'shell.nav.browse', icon: Search },
  { to: '/my-books', labelKey: 'shell.nav.myBooks', icon: BookOpen },
  { to: '/chat', labelKey: 'shell.nav.chat', icon: MessageCircle },
  { to: '/societies', labelKey: 'shell.nav.hub', icon: Users },
];

/**
 * True when `pathname` is `to` or below it; Home ('/') is active only on '/' itself. In a chat room the
 * Chat item is active, not Hub (ADR docs/decisions/0019-hub-chat.md).
 */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (isChatRoomPath(pathname)) return to === '/chat';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A count badge (the bell, the Chat item): nothing for 0, the count up to 9, '9+' above 9. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** Accessible name of the bell link, with the unread count when there is one; `t` is an `app` translator. */
export function bellLabel(count: number, t: TFunction<'app'>): string {
  if (count <= 0) return t('shell.notifications');
  return t('shell.notificationsUnread', { count });
}

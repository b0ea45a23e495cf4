/**
 * Method + path of the routes the client needs on its first load (session check, logout, the notification
 * bell, the wishlist and alert buttons of a /browse card, the member's saved language), without their zod
 * schemas. Each is declared once here and spread into its contract route, e.g.
 * `defineRoute({ ...authPaths.me, response: sessionUser })`, so the contract and this table cannot
 * disagree. Client code calls them with `callPath` (src/client/lib/api.ts), typed by the contract route.
 */
import type { RoutePath } from './path';

/** Auth routes of the first load (spec 000 §7 Auth). */
export const authPaths = {
  me: { method: 'GET', path: '/api/auth/me' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const satisfies Record<string, RoutePath>;

/** The notification list behind the header bell (spec 002 §2.2). */
export const notificationsPaths = {
  list: { method: 'GET', path: '/api/notifications' },
} as const satisfies Record<string, RoutePath>;

/** The unread chat counts behind the bottom-nav Chat badge (ADR docs/decisions/0019-hub-chat.md). */
export const chatPaths = {
  unread: { method: 'GET', path: '/api/chat/unread' },
} as const satisfies Record<string, RoutePath>;

/** Public page text, read by the welcome slides and the landing page with their code (spec 002 §2.1). */
export const contentPaths = {
  get: { method: 'GET', path: '/api/page-content/:pageKey' },
} as const satisfies Record<string, RoutePath>;

/** The wishlist button of every book card (spec 000 §4 "Wishlist toggle", §7). */
export const wishlistPaths = {
  list: { method: 'GET', path: '/api/wishlist' },
  check: { method: 'GET', path: '/api/wishlist/check/:bookId' },
  add: { method: 'POST', path: '/api/wishlist' },
  update: { method: 'PATCH', path: '/api/wishlist/:bookId' },
  remove: { method: 'DELETE', path: '/api/wishlist/:bookId' },
} as const satisfies Record<string, RoutePath>;

/** The Notify Me button of a lent book's card (spec 000 §2 "Availability alert", §7). */
const alertPath = '/api/books/:id/availability-alert';
export const alertsPaths = {
  get: { method: 'GET', path: alertPath },
  set: { method: 'POST', path: alertPath },
  remove: { method: 'DELETE', path: alertPath },
} as const satisfies Record<string, RoutePath>;

/** The member's saved language, written by the language switch in the shell (ADR 0042). */
export const profilePaths = {
  update: { method: 'PATCH', path: '/api/auth/profile' },
} as const satisfies Record<string, RoutePath>;

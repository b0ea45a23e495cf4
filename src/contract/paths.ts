/**
 * Method + path of the routes the client needs on its first load (session check, logout, the notification
 * bell), without their zod schemas. Each is declared once here and spread into its contract route, e.g.
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

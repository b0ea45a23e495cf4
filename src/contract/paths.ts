/**
 * Method + path of the routes the client needs on its first load (session check, logout, the notification
 * bell, the wishlist and alert buttons of a /browse card, the member's saved language, and every read of
 * home's first screen, ADR 0065), without their zod schemas. Each is declared once here and spread into its contract route, e.g.
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

/** The home's book reads: its newest books and the Available Books count (spec 001 §2.2). */
export const booksPaths = {
  all: { method: 'GET', path: '/api/books/all' },
  availableCount: { method: 'GET', path: '/api/books/available-count' },
} as const satisfies Record<string, RoutePath>;

/** Genre preferences and the recommendations of What You May Like (spec 000 §7, spec 001 §9). */
export const preferencesPaths = {
  list: { method: 'GET', path: '/api/user/genre-preferences' },
  save: { method: 'POST', path: '/api/user/genre-preferences' },
  recommended: { method: 'GET', path: '/api/books/recommended' },
} as const satisfies Record<string, RoutePath>;

/** The member's data export and account deletion, whose banner home shows (ADR 0052). */
export const accountPaths = {
  exportData: { method: 'POST', path: '/api/account/export' },
  deletion: { method: 'GET', path: '/api/account/deletion' },
  requestDeletion: { method: 'POST', path: '/api/account/deletion' },
  cancelDeletion: { method: 'DELETE', path: '/api/account/deletion' },
  cancelDeletionByLink: { method: 'POST', path: '/api/account/deletion/cancel' },
} as const satisfies Record<string, RoutePath>;

/** The member's hubs (home's banner, every member page) and a hub's members. */
export const hubsPaths = {
  my: { method: 'GET', path: '/api/societies/my' },
  members: { method: 'GET', path: '/api/societies/:id/members' },
} as const satisfies Record<string, RoutePath>;

/** The member's Brocks balance and recent rewards (home's Brocks cards, spec 002 Brocks). */
export const brocksPaths = {
  credits: { method: 'GET', path: '/api/user/credits' },
  recentRewards: { method: 'GET', path: '/api/user/recent-rewards' },
} as const satisfies Record<string, RoutePath>;

/** The Brocks conversion rates (the Brocks offer, spec 002 Brocks). */
export const settingsPaths = {
  brocksConversionRates: { method: 'GET', path: '/api/admin/brocks-conversion-rates' },
} as const satisfies Record<string, RoutePath>;

/** Badges, earnings and the Brocks leaderboard (home's cards, Earnings; spec 002). */
export const rewardsPaths = {
  badges: { method: 'GET', path: '/api/user/badges' },
  earnings: { method: 'GET', path: '/api/user/earnings' },
  leaderboard: { method: 'GET', path: '/api/brocks/leaderboard' },
} as const satisfies Record<string, RoutePath>;

/** The reward values members see (home's How it works, spec 002 Brocks). */
export const adminPaths = {
  rewardValues: { method: 'GET', path: '/api/admin/platform-settings' },
} as const satisfies Record<string, RoutePath>;

/** The member's rentals: borrowed, lent and active (home's Due Soon, My Books; spec 001 §3). */
export const rentalsPaths = {
  borrowed: { method: 'GET', path: '/api/rentals/borrowed' },
  lent: { method: 'GET', path: '/api/rentals/lent' },
  active: { method: 'GET', path: '/api/rentals/active' },
} as const satisfies Record<string, RoutePath>;

/**
 * Authorization as data (ADR 0038; ADR 0006; the security rules of spec 000/001/002 §6): for every route of
 * the contract (`ROUTE_GROUPS`), which kinds of caller may call it and what the others are answered.
 * `access-matrix.api.test.ts` calls every route as every kind of caller on the `accessFixture` world and
 * fails for a route with no entry here, for an entry with no route, and for any answer not as written.
 *
 * A new route adds one line: `'METHOD /api/path': rule(WHO, { denied, params, body })`.
 * - `allow`: who may call; every other signed-in caller gets `denied` (403 unless said), signed out 401.
 * - `params`: fixture ids for the path (`pathIds` by default); `body`/`query`: the whole body or query where a
 *   generated one would not pass the route's own checks. Otherwise a valid-shaped request is generated from
 *   the route's zod schemas, with the ids named in `FIXTURE_FIELDS` taken from the fixture.
 * Routes outside the contract (`/healthz`, `/readyz`, `/files/*`, `/metrics`) have no entry: their own tests
 * say who may call them (`/metrics`: loopback or the METRICS_TOKEN bearer, ADR 0053; metrics.api.test.ts).
 */
import { CALLERS, type AccessFixture, type Caller } from './access-fixture';
import { CONVERSATIONS_ACCESS } from './access-matrix-conversations';
import { SAFETY_ACCESS } from './access-matrix-safety';
import { HANDOVER_TIME_ACCESS } from './access-matrix-handover';
import { ACCOUNT_ACCESS } from './access-matrix-account';
import { IMPORTS_ACCESS } from './access-matrix-imports';
import { MAIL_ACCESS } from './access-matrix-mail';

type Values = Record<string, unknown>;

/** What a caller who is not allowed may be answered: 403/404, or 400 where the refusal is a state of the caller (leaving a hub they are not in). */
export type Refusal = 400 | 403 | 404;

export interface AccessRule {
  allow: readonly Caller[];
  /** the answer to a signed-in caller who is not allowed */
  denied: Refusal;
  /** a different answer for some callers (the owner of a book is refused 403 where strangers get 404) */
  deniedTo?: Partial<Record<Caller, Refusal>>;
  /** answers an allowed caller may get that look like a refusal (the login's 401 for a wrong password) */
  answers?: number[];
  params?: (f: AccessFixture) => Values;
  /** the whole query (nothing generated) */
  query?: (f: AccessFixture) => Values;
  /** the whole body (nothing generated) */
  body?: (f: AccessFixture) => Values;
  /** the route answers an HTML page for people (its 4xx carry no JSON `message`) */
  page?: true;
}

/** Anyone, signed out included. */
export const PUBLIC: readonly Caller[] = CALLERS;
/** Any signed-in member (administrators are members too). */
export const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'signedOut');
/** Members of the fixture's hub. */
export const HUB: readonly Caller[] = ['hubMember', 'owner', 'borrower', 'lender'];
export const ADMIN: readonly Caller[] = ['admin'];
/** The two sides of the fixture's rental. */
export const PARTIES: readonly Caller[] = ['borrower', 'lender'];
/** Hub members other than the book's owner (who may not borrow their own book or watch it for availability). */
export const NEIGHBOURS: readonly Caller[] = ['hubMember', 'borrower', 'lender'];

/** An entry: `allow` may call; other signed-in callers get 403 unless `extra.denied` says otherwise. */
export function rule(allow: readonly Caller[], extra: Partial<Omit<AccessRule, 'allow'>> = {}): AccessRule {
  return { allow, denied: 403, ...extra };
}

/** Body and query fields filled from the fixture wherever a route's schema has them. */
export const FIXTURE_FIELDS: Record<string, (f: AccessFixture) => unknown> = {
  bookId: (f) => f.bookId,
  rentalId: (f) => f.rentalId,
  societyId: (f) => f.hubId,
  hubId: (f) => f.hubId,
  extensionRequestId: (f) => f.extensionRequestId,
  packageId: (f) => f.packageId,
};

/** Path ids by path prefix: the fixture object a `:id` names. */
export function pathIds(path: string, f: AccessFixture): Values {
  const ids: [string, number][] = [
    ['/api/societies/:id', f.hubId],
    ['/api/books/:id', f.bookId],
    ['/api/rentals/extensions/requests/:id', f.extensionRequestId],
    ['/api/rentals/:id', f.rentalId],
    ['/api/notifications/:id', f.notificationId],
    ['/api/admin/rewards/:id', f.rewardId],
    ['/api/admin/brocks-packages/:id', f.packageId],
  ];
  const found = ids.find(([prefix]) => path.startsWith(prefix));
  return { ...(found ? { id: found[1] } : {}), ...(path.includes(':bookId') ? { bookId: f.bookId } : {}) };
}

/** An entry whose refused callers get 404: the row is not theirs to know of. */
const own = (allow: readonly Caller[], extra: Partial<Omit<AccessRule, 'allow'>> = {}) =>
  rule(allow, { denied: 404, ...extra });

export const ACCESS_MATRIX: Record<string, AccessRule> = {
  // Auth
  'POST /api/auth/register': rule(PUBLIC),
  'POST /api/auth/login': rule(PUBLIC, {
    answers: [401],
    body: (f) => ({ email: f.users.member.email, password: 'not-the-password' }),
  }),
  'POST /api/auth/logout': rule(PUBLIC),
  'GET /api/auth/me': rule(SIGNED_IN),
  'POST /api/auth/forgot-password': rule(PUBLIC),
  'POST /api/auth/reset-password': rule(PUBLIC),
  // Platform settings
  'GET /api/platform/settings': rule(SIGNED_IN),
  'GET /api/platform/conversion-rates': rule(SIGNED_IN),
  'GET /api/admin/brocks-conversion-rates': rule(SIGNED_IN),
  // Hubs
  'GET /api/societies': rule(SIGNED_IN),
  'GET /api/societies/available': rule(SIGNED_IN),
  'GET /api/societies/my': rule(SIGNED_IN),
  'POST /api/societies': rule(SIGNED_IN),
  'POST /api/societies/merge-request': rule(SIGNED_IN, {
    body: (f) => ({
      targetSocietyId: f.hubId,
      newSocietyName: 'Lakeview Greens',
      newSocietyDescription: 'Two towers of one compound joining as one society.',
      apartmentCount: 240,
      city: 'Mumbai',
    }),
  }),
  'POST /api/societies/:id/join': rule(SIGNED_IN, { params: (f) => ({ id: f.openHubId }) }),
  'POST /api/societies/:id/leave': rule(HUB, { denied: 400, params: (f) => ({ id: f.spareHubId }) }),
  'GET /api/societies/:id/members': rule(HUB),
  'GET /api/societies/:id/stats': rule(HUB),
  // Hub requests (administrators)
  'GET /api/admin/society-requests': rule(ADMIN),
  'POST /api/admin/society-requests/review': rule(ADMIN),
  // Books
  'GET /api/books/browse': rule(SIGNED_IN),
  'GET /api/books': rule(SIGNED_IN),
  'GET /api/books/all': rule(SIGNED_IN),
  'GET /api/books/my': rule(SIGNED_IN),
  'GET /api/books/available-count': rule(SIGNED_IN),
  'GET /api/books/:id': rule(PUBLIC),
  'POST /api/books': rule(SIGNED_IN),
  'PATCH /api/books/:id': rule(['owner'], { body: () => ({ description: 'A well-thumbed copy.' }) }),
  'DELETE /api/books/:id': rule(['owner'], { params: (f) => ({ id: f.spareBookId }) }),
  // Catalogue
  'GET /api/catalogue/isbn/:isbn': rule(SIGNED_IN),
  'POST /api/books/find-isbn': rule(SIGNED_IN),
  // Smart adding
  'POST /api/books/analyze-bookshelf': rule(SIGNED_IN),
  'POST /api/books/bulk-add': rule(SIGNED_IN),
  // Reviews
  'GET /api/books/:id/reviews': rule(PUBLIC),
  'POST /api/books/:id/reviews': rule(SIGNED_IN.filter((c) => c !== 'owner')),
  // Brocks
  'GET /api/user/credits': rule(SIGNED_IN),
  'GET /api/user/recent-rewards': rule(SIGNED_IN),
  // Payments
  'POST /api/payments/create-order': rule(SIGNED_IN),
  'POST /api/payments/demo/pay': rule(SIGNED_IN),
  'POST /api/payments/webhook': rule(PUBLIC),
  // Rentals
  'POST /api/rentals/borrow': own(NEIGHBOURS, { deniedTo: { owner: 403 } }),
  'GET /api/rentals/borrowed': rule(SIGNED_IN),
  'GET /api/rentals/lent': rule(SIGNED_IN),
  'GET /api/rentals/active': rule(SIGNED_IN),
  // Returns and extensions
  'POST /api/rentals/:id/request-return': rule(['borrower']),
  'POST /api/rentals/:id/confirm-return': rule(['lender'], { body: () => ({ notes: null }) }),
  'POST /api/rentals/:id/pay-late-fees': rule(['borrower']),
  'POST /api/rentals/:id/pay-excess-charges': rule(['borrower']),
  'POST /api/rentals/:id/send-reminder': rule(['lender']),
  'POST /api/rentals/extensions/calculate': rule(['borrower']),
  'POST /api/rentals/extensions/request': rule(['borrower']),
  'POST /api/rentals/extensions/requests/:id/approve': rule(['lender']),
  'POST /api/rentals/extensions/requests/:id/deny': rule(['lender']),
  'POST /api/rentals/extensions/requests/:id/pay': rule(['borrower']),
  // Purchases
  // the payment order is checked first: every caller without a paid order of their own is answered 404
  'POST /api/purchases/buy': rule(SIGNED_IN),
  'GET /api/books/bought': rule(SIGNED_IN),
  'GET /api/books/sold': rule(SIGNED_IN),
  // Notifications
  'GET /api/notifications': rule(SIGNED_IN),
  'POST /api/notifications/:id/mark-read': own(['lender']),
  'POST /api/notifications/:id/respond-society': rule(ADMIN),
  // Profile and account
  'GET /api/user/stats': rule(SIGNED_IN),
  'GET /api/user/profile-options': rule(SIGNED_IN),
  'PUT /api/user/profile': rule(SIGNED_IN),
  'PATCH /api/auth/profile': rule(SIGNED_IN),
  'PUT /api/user/password': rule(SIGNED_IN),
  'POST /api/user/profile-picture': rule(SIGNED_IN),
  // Hub chat
  'GET /api/societies/:id/messages': rule(HUB, { query: () => ({}) }),
  'POST /api/societies/:id/messages': rule(HUB),
  'POST /api/societies/:id/messages/read': rule(HUB),
  'GET /api/chat/unread': rule(SIGNED_IN),
  // Administration: settings, rewards, stats
  'GET /api/admin/stats': rule(ADMIN),
  'GET /api/admin/settings': rule(ADMIN),
  'POST /api/admin/settings': rule(ADMIN),
  'GET /api/admin/settings/audit': rule(ADMIN),
  'GET /api/admin/platform-settings': rule(SIGNED_IN),
  'GET /api/admin/rewards/settings': rule(ADMIN),
  'POST /api/admin/brocks-settings': rule(ADMIN),
  'GET /api/admin/rewards': rule(ADMIN),
  'POST /api/admin/rewards': rule(ADMIN),
  'DELETE /api/admin/rewards/:id': rule(ADMIN),
  // Brocks packages
  'GET /api/brocks-packages': rule(PUBLIC),
  'GET /api/admin/brocks-packages': rule(ADMIN),
  'POST /api/admin/brocks-packages': rule(ADMIN),
  'PUT /api/admin/brocks-packages/:id': rule(ADMIN),
  'DELETE /api/admin/brocks-packages/:id': rule(ADMIN),
  // Page content
  'GET /api/page-content/:pageKey': rule(PUBLIC),
  'GET /api/admin/page-content': rule(ADMIN),
  'PUT /api/admin/page-content/:pageKey': rule(ADMIN),
  // Analytics
  'GET /api/admin/analytics': rule(ADMIN),
  // Genre preferences and recommendations
  'GET /api/user/genre-preferences': rule(SIGNED_IN),
  'POST /api/user/genre-preferences': rule(SIGNED_IN),
  'GET /api/books/recommended': rule(SIGNED_IN),
  // Wishlist
  'GET /api/wishlist': rule(SIGNED_IN),
  'GET /api/wishlist/check/:bookId': rule(SIGNED_IN),
  'POST /api/wishlist': own(HUB),
  'PATCH /api/wishlist/:bookId': own(HUB),
  'DELETE /api/wishlist/:bookId': own(HUB),
  // Availability alerts
  'GET /api/books/:id/availability-alert': own(HUB),
  'POST /api/books/:id/availability-alert': own(NEIGHBOURS, { deniedTo: { owner: 403 } }),
  'DELETE /api/books/:id/availability-alert': own(HUB),
  // Feedback
  'POST /api/feedback': rule(SIGNED_IN),
  'GET /api/admin/feedback': rule(ADMIN),
  // Downloads
  'GET /api/downloads/:file': rule(PUBLIC, { params: () => ({ file: 'investor-pitch-deck.txt' }) }),
  // Buying Brocks
  'POST /api/brocks/purchase': rule(SIGNED_IN),
  // Brocks leaderboard
  'GET /api/brocks/leaderboard': rule(SIGNED_IN),
  // Referrals
  'GET /api/referrals/stats': rule(SIGNED_IN),
  'GET /api/referrals/list': rule(SIGNED_IN),
  // Badges and earnings
  'GET /api/user/badges': rule(SIGNED_IN),
  'GET /api/user/earnings': rule(SIGNED_IN),
  // Hand-over: pickup and cancellation
  'GET /api/rentals/:id/pickup-code': rule(['borrower']),
  'POST /api/rentals/:id/confirm-pickup': rule(['lender'], { body: () => ({ code: '123456' }) }),
  'POST /api/rentals/:id/cancel': rule(PARTIES),
  // Return code and reliability (ADR 0036): a member's record for themself and who lends to them
  'GET /api/rentals/:id/return-code': rule(['borrower']),
  'GET /api/users/:id/reliability': own(['borrower', 'lender'], {
    params: (f) => ({ id: f.users.borrower.id }),
  }),
  // Condition photos and deposit claims (ADR 0035): the rental's two parties and administrators
  'GET /api/rentals/:id/photos': rule([...PARTIES, 'admin']),
  'POST /api/rentals/:id/photos': rule(PARTIES),
  'GET /api/rentals/:id/photos/:photoId': rule([...PARTIES, 'admin'], {
    params: (f) => ({ id: f.rentalId, photoId: 1 }),
  }),
  'GET /api/rentals/:id/deposit-claim': rule([...PARTIES, 'admin']),
  'GET /api/deposit-claims/:id': own([...PARTIES, 'admin'], { params: () => ({ id: 1 }) }),
  'POST /api/deposit-claims/:id/accept': own(['borrower'], { params: () => ({ id: 1 }) }),
  'POST /api/deposit-claims/:id/dispute': own(['borrower'], { params: () => ({ id: 1 }) }),
  'GET /api/admin/deposit-claims': rule(ADMIN),
  'POST /api/admin/deposit-claims/:id/decide': rule(ADMIN, { params: () => ({ id: 1 }) }),
  // Notification preferences and one-click unsubscribe (ADR 0039); Web Push (ADR 0040)
  'GET /api/user/notification-preferences': rule(SIGNED_IN),
  'PUT /api/user/notification-preferences': rule(SIGNED_IN),
  // a token that is not one of ours: the page answers 404 'This unsubscribe link is not valid.'
  'GET /api/unsubscribe/:token': rule(PUBLIC, {
    params: () => ({ token: 'not-a-token' }),
    answers: [404],
    page: true,
  }),
  'POST /api/unsubscribe/:token': rule(PUBLIC, { params: () => ({ token: 'not-a-token' }), answers: [404] }),
  'GET /api/push/public-key': rule(SIGNED_IN),
  'POST /api/push/subscriptions': rule(SIGNED_IN),
  'DELETE /api/push/subscriptions': rule(SIGNED_IN),
  ...CONVERSATIONS_ACCESS,
  // Reports, moderation and blocking (ADR 0050)
  ...SAFETY_ACCESS,
  ...HANDOVER_TIME_ACCESS,
  ...ACCOUNT_ACCESS,
  ...IMPORTS_ACCESS,
  ...MAIL_ACCESS,
};

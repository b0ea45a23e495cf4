/**
 * The client's translation namespaces (ADR 0042): one per converted feature, plus `app` for the shell and
 * the 404 page, `common` for words many features say (`src/client/i18n/locales/`, ADR 0047), and `validation` for the contract's zod messages (`src/contract/locales/`, shared with the
 * server). A namespace's catalogues are `src/client/features/<ns>/locales/{en,hi}.json`
 * (`src/client/app/locales/…` for `app`), loaded with the route's code.
 */
export const NAMESPACES = [
  'app',
  'common',
  'account',
  'admin',
  'alerts',
  'auth',
  'blocks',
  'books',
  'brocks',
  'chat',
  'claims',
  'conversations',
  'downloads',
  'feedback',
  'handover',
  'home',
  'hubs',
  'imports',
  'landing',
  'notices',
  'notifications',
  'payments',
  'preferences',
  'profile',
  'purchases',
  'push',
  'referrals',
  'reports',
  'rentals',
  'reviews',
  'rewards',
  'share',
  'wishlist',
  'validation',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

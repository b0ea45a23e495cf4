/**
 * The server's message catalogues (ADR 0042): `src/server/locales/<lng>/<ns>.json`, bundled at import
 * (they are small and every request may need one), plus `validation` (the contract's zod messages,
 * `src/contract/locales/`, shared with the client). Add a namespace as its two imports and one line of
 * `CATALOGUES`, in both languages.
 */
import { LANGUAGES, type Language } from '@/domain/languages';
import enValidation from '@/contract/locales/en.json';
import hiValidation from '@/contract/locales/hi.json';
import enAuth from '../locales/en/auth.json';
import hiAuth from '../locales/hi/auth.json';
import enNotices from '../locales/en/notices.json';
import hiNotices from '../locales/hi/notices.json';
import enAdmin from '../locales/en/admin.json';
import hiAdmin from '../locales/hi/admin.json';
import enAlerts from '../locales/en/alerts.json';
import hiAlerts from '../locales/hi/alerts.json';
import enBooks from '../locales/en/books.json';
import hiBooks from '../locales/hi/books.json';
import enBrocks from '../locales/en/brocks.json';
import hiBrocks from '../locales/hi/brocks.json';
import enCatalogue from '../locales/en/catalogue.json';
import hiCatalogue from '../locales/hi/catalogue.json';
import enChat from '../locales/en/chat.json';
import hiChat from '../locales/hi/chat.json';
import enCommon from '../locales/en/common.json';
import hiCommon from '../locales/hi/common.json';
import enDownloads from '../locales/en/downloads.json';
import hiDownloads from '../locales/hi/downloads.json';
import enFeedback from '../locales/en/feedback.json';
import hiFeedback from '../locales/hi/feedback.json';
import enHubs from '../locales/en/hubs.json';
import hiHubs from '../locales/hi/hubs.json';
import enNotifications from '../locales/en/notifications.json';
import hiNotifications from '../locales/hi/notifications.json';
import enPayments from '../locales/en/payments.json';
import hiPayments from '../locales/hi/payments.json';
import enProfile from '../locales/en/profile.json';
import hiProfile from '../locales/hi/profile.json';
import enPush from '../locales/en/push.json';
import hiPush from '../locales/hi/push.json';
import enRentals from '../locales/en/rentals.json';
import hiRentals from '../locales/hi/rentals.json';
import enReviews from '../locales/en/reviews.json';
import hiReviews from '../locales/hi/reviews.json';
import enBlocks from '../locales/en/blocks.json';
import hiBlocks from '../locales/hi/blocks.json';
import enConversations from '../locales/en/conversations.json';
import hiConversations from '../locales/hi/conversations.json';
import enReports from '../locales/en/reports.json';
import hiReports from '../locales/hi/reports.json';
import enRestrictions from '../locales/en/restrictions.json';
import hiRestrictions from '../locales/hi/restrictions.json';
import enWishlist from '../locales/en/wishlist.json';
import hiWishlist from '../locales/hi/wishlist.json';
import enImports from '../locales/en/imports.json';
import hiImports from '../locales/hi/imports.json';
import enAccount from '../locales/en/account.json';
import hiAccount from '../locales/hi/account.json';

const CATALOGUES = {
  validation: { en: enValidation, hi: hiValidation },
  auth: { en: enAuth, hi: hiAuth },
  notices: { en: enNotices, hi: hiNotices },
  admin: { en: enAdmin, hi: hiAdmin },
  alerts: { en: enAlerts, hi: hiAlerts },
  books: { en: enBooks, hi: hiBooks },
  brocks: { en: enBrocks, hi: hiBrocks },
  catalogue: { en: enCatalogue, hi: hiCatalogue },
  chat: { en: enChat, hi: hiChat },
  common: { en: enCommon, hi: hiCommon },
  downloads: { en: enDownloads, hi: hiDownloads },
  feedback: { en: enFeedback, hi: hiFeedback },
  hubs: { en: enHubs, hi: hiHubs },
  notifications: { en: enNotifications, hi: hiNotifications },
  payments: { en: enPayments, hi: hiPayments },
  profile: { en: enProfile, hi: hiProfile },
  push: { en: enPush, hi: hiPush },
  rentals: { en: enRentals, hi: hiRentals },
  reviews: { en: enReviews, hi: hiReviews },
  wishlist: { en: enWishlist, hi: hiWishlist },
  imports: { en: enImports, hi: hiImports },
  account: { en: enAccount, hi: hiAccount },
  blocks: { en: enBlocks, hi: hiBlocks },
  conversations: { en: enConversations, hi: hiConversations },
  reports: { en: enReports, hi: hiReports },
  restrictions: { en: enRestrictions, hi: hiRestrictions },
} satisfies Record<string, Record<Language, object>>;

export type ServerNamespace = keyof typeof CATALOGUES;
export const SERVER_NAMESPACES = Object.keys(CATALOGUES) as ServerNamespace[];

/** `{ en: { auth: {...} }, hi: {...} }`, the shape i18next's `resources` takes. */
export const SERVER_CATALOGUES = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, CATALOGUES[ns][lng]]))]),
) as Record<Language, Record<ServerNamespace, object>>;

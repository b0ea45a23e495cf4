/**
 * Leaving Hubshelf with your data (ADR 0052; DPDP Act 2023 ss. 11–12): the export's limits and the deletion's
 * grace period and what blocks it.
 */

/** 'Download my data' requests allowed per member per rolling day. */
export const EXPORTS_PER_DAY = 3;
/** Days between asking to delete the account and its erasure; the mailed link or signing in cancels. */
export const DELETION_GRACE_DAYS = 7;
/** How recent a Google sign-in must be to confirm deleting an account without a password: 10 minutes, in ms. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
/** The name shown for a member whose account was erased, in stored text that is not translated. */
export const DELETED_MEMBER_NAME = 'Deleted member';

/**
 * What keeps an account from being deleted: an open rental as borrower or as owner, an unsettled deposit
 * claim, a pending extension, or a payment not yet settled.
 */
export const DELETION_BLOCKER_KINDS = [
  'rental_borrower',
  'rental_owner',
  'claim',
  'extension',
  'payment',
] as const;
export type DeletionBlockerKind = (typeof DELETION_BLOCKER_KINDS)[number];

/** What a hub chat or conversation message of an erased member reads, in stored text that is not translated. */
export const DELETED_MESSAGE_TEXT = 'Message from a deleted member';
/** What an erased member's phone or address reads where another member's text mentioned it. */
export const ERASED_DETAIL = '(removed)';

/** The unique placeholder e-mail of erased member `id`, so their address can register again. */
export function erasedEmail(id: number): string {
  return `deleted-${id}@deleted.invalid`;
}

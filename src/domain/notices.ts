/**
 * The notice catalogue (spec 002 §2.2, §3; docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * for every notification type, its in-app title (today's texts; the message is composed by the use case
 * named in `inApp.source`), its mail subject and body, its push title and body, its preference category
 * and the app page it links to. The catalogue is `satisfies Record<NotificationType, NoticeEntry>`, so a
 * new type does not type-check until it has all of them. Account mails (password reset, password
 * changed) are not notifications: they are in `ACCOUNT_MAILS` and always sent.
 */

/** Every notification type (spec 002 §2.2); the contract re-exports it. */
export const NOTIFICATION_TYPES = [
  'extension_request',
  'extension_approved',
  'extension_declined',
  'return_request',
  'return_confirmed',
  'payment_received',
  'book_returned',
  'society_request',
  'society_approved',
  'society_rejected',
  'due_soon',
  'overdue',
  'reminder',
  'book_available',
  'badge_earned',
  'pickup_confirmed',
  'rental_cancelled',
  'book_borrowed',
  'deposit_claim',
  'deposit_claim_settled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Categories a member can switch (mail and push each); in-app notices are always on. */
export const NOTICE_CATEGORIES = ['loans', 'payments', 'hubs', 'community'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
/** `account` mails (password reset, password changed) are always sent and carry no unsubscribe link. */
export type MailCategory = NoticeCategory | 'account';

/** How a category is named to members: switches, unsubscribe page ('You will no longer get loan emails'). */
export const CATEGORY_LABELS: Record<NoticeCategory, { title: string; hint: string; noun: string }> = {
  loans: { title: 'Loans', hint: 'Due dates, returns, extensions, pickups and holds', noun: 'loan' },
  payments: { title: 'Payments', hint: 'Receipts, refunds and claims', noun: 'payment' },
  hubs: { title: 'Hubs', hint: 'Hub requests and approvals', noun: 'hub' },
  community: { title: 'Community', hint: 'Badges and referrals', noun: 'community' },
};

/** The defaults before a member changes anything: everything on except community mail. */
export const DEFAULT_PREFERENCES: Record<NoticeCategory, { mail: boolean; push: boolean }> = {
  loans: { mail: true, push: true },
  payments: { mail: true, push: true },
  hubs: { mail: true, push: true },
  community: { mail: false, push: true },
};

/** A stored notification as the mail and push texts see it (`data` parsed from its JSON). */
export interface NoticeView {
  title: string;
  message: string;
  data: Record<string, unknown>;
}

/** A mail's words: subject, the paragraphs after the greeting, and the button to the app page. */
export interface MailText {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

export interface NoticeEntry {
  category: NoticeCategory;
  /** In-app title (a fixed text, or where the use case picks it) and the file that writes the message. */
  inApp: { title: string; source: string };
  mail: (n: NoticeView) => MailText;
  push: (n: NoticeView) => { title: string; body: string; path: string };
}

const book = (n: NoticeView) => (typeof n.data.bookTitle === 'string' ? n.data.bookTitle : 'your book');
const MY_BOOKS = { label: 'Open My Books', path: '/my-books' };
const NOTIFICATIONS = { label: 'Open notifications', path: '/notifications' };
const plain = (subject: (n: NoticeView) => string, action = MY_BOOKS) => ({
  mail: (n: NoticeView): MailText => ({ subject: subject(n), paragraphs: [n.message], action }),
  push: (n: NoticeView) => ({ title: n.title, body: n.message, path: action.path }),
});

/** A deposit claim's notice (docs/decisions/0035-deposit-claims-and-photos.md): its button opens the claim. */
const claimNotice = (subject: (n: NoticeView) => string) => {
  const path = (n: NoticeView) => `/deposit-claims/${String(n.data.claimId ?? '')}`;
  return {
    mail: (n: NoticeView): MailText => ({
      subject: subject(n),
      paragraphs: [n.message],
      action: { label: 'View claim', path: path(n) },
    }),
    push: (n: NoticeView) => ({ title: n.title, body: n.message, path: path(n) }),
  };
};

/** The catalogue; every entry's texts come from the stored notification and its data. */
export const NOTICES = {
  extension_request: {
    category: 'loans',
    inApp: { title: 'Extension Request', source: 'server/modules/rentals/extensions.ts' },
    ...plain((n) => `Extension request for "${book(n)}"`),
  },
  extension_approved: {
    category: 'loans',
    inApp: { title: 'Extension Approved', source: 'server/modules/rentals/extension-answers.ts' },
    ...plain((n) => `Your extension for "${book(n)}" was approved`),
  },
  extension_declined: {
    category: 'loans',
    inApp: { title: 'Extension Declined', source: 'server/modules/rentals/extension-answers.ts' },
    ...plain((n) => `Your extension for "${book(n)}" was declined`),
  },
  return_request: {
    category: 'loans',
    inApp: { title: 'Return Requested', source: 'server/modules/rentals/returns.ts' },
    ...plain((n) => `"${book(n)}" is on its way back`),
  },
  return_confirmed: {
    category: 'loans',
    inApp: { title: 'Return Confirmed', source: 'server/modules/rentals/returns.ts' },
    ...plain((n) => `Return of "${book(n)}" confirmed`),
  },
  payment_received: {
    category: 'payments',
    inApp: { title: 'Payment Received', source: 'server/modules/rentals/extension-answers.ts' },
    ...plain((n) => `Payment received for "${book(n)}"`),
  },
  book_returned: {
    category: 'loans',
    inApp: { title: 'Book Returned', source: 'server/modules/rentals/returns.ts' },
    ...plain((n) => `Thank you for returning "${book(n)}"`),
  },
  society_request: {
    category: 'hubs',
    inApp: {
      title: 'New Society/School/Office Request (by hub type)',
      source: 'server/modules/hubs/create.ts',
    },
    ...plain((n) => `${n.title}: ${String(n.data.societyName ?? '')}`, {
      label: 'Review it',
      path: '/admin',
    }),
  },
  society_approved: {
    category: 'hubs',
    inApp: { title: 'Society Approved', source: 'server/modules/hubs/requests.ts' },
    ...plain((n) => `${String(n.data.societyName ?? 'Your hub')} was approved`, {
      label: 'Open your hubs',
      path: '/societies',
    }),
  },
  society_rejected: {
    category: 'hubs',
    inApp: { title: 'Society Rejected', source: 'server/modules/hubs/requests.ts' },
    ...plain(() => 'Your hub request was not approved', NOTIFICATIONS),
  },
  due_soon: {
    category: 'loans',
    inApp: { title: 'Book Due Soon', source: 'server/modules/rentals/notices.ts' },
    ...plain((n) => `"${book(n)}" is due soon`),
  },
  overdue: {
    category: 'loans',
    inApp: { title: 'Book Overdue', source: 'server/modules/rentals/notices.ts' },
    ...plain((n) => `"${book(n)}" is overdue`),
  },
  reminder: {
    category: 'loans',
    inApp: { title: 'Return Reminder', source: 'server/modules/rentals/notices.ts' },
    ...plain((n) => `Reminder: please return "${book(n)}"`),
  },
  book_available: {
    category: 'loans',
    inApp: { title: 'Book Available', source: 'server/modules/alerts/holds.ts' },
    mail: (n) => ({
      subject: `"${book(n)}" is available and reserved for you`,
      paragraphs: [n.message],
      action: { label: 'Borrow Now', path: `/book/${String(n.data.bookId ?? '')}` },
    }),
    push: (n) => ({ title: n.title, body: n.message, path: `/book/${String(n.data.bookId ?? '')}` }),
  },
  badge_earned: {
    category: 'community',
    inApp: { title: 'Badge Earned', source: 'server/modules/badges/service.ts' },
    ...plain(() => 'You earned a Hubshelf badge', { label: 'See your rewards', path: '/rewards' }),
  },
  pickup_confirmed: {
    category: 'loans',
    inApp: { title: 'Pickup Confirmed', source: 'server/modules/rentals/pickup.ts' },
    ...plain((n) => `You picked up "${book(n)}"`),
  },
  rental_cancelled: {
    category: 'loans',
    inApp: { title: 'Rental Cancelled', source: 'server/modules/rentals/cancel.ts' },
    ...plain((n) => `Rental of "${book(n)}" cancelled`),
  },
  book_borrowed: {
    category: 'loans',
    inApp: { title: 'Book Borrowed', source: 'server/modules/rentals/borrow-notice.ts' },
    ...plain((n) => `"${book(n)}" was borrowed`),
  },
  deposit_claim: {
    category: 'payments',
    inApp: { title: 'Deposit Claim', source: 'server/modules/rentals/claims.ts, claim-settle.ts' },
    ...claimNotice((n) => `A deposit claim for "${book(n)}"`),
  },
  deposit_claim_settled: {
    category: 'payments',
    inApp: { title: 'Deposit Claim Settled', source: 'server/modules/rentals/claim-settle.ts' },
    ...claimNotice((n) => `The deposit claim for "${book(n)}" is settled`),
  },
} as const satisfies Record<NotificationType, NoticeEntry>;

/** The catalogue entry of `type`, or undefined for a type no longer in the catalogue. */
export function noticeFor(type: string): NoticeEntry | undefined {
  return (NOTICES as Record<string, NoticeEntry>)[type];
}

/** Account mails: always sent, never unsubscribable. `link` is absolute (PUBLIC_URL). */
export const ACCOUNT_MAILS = {
  password_reset: (link: string): MailText => ({
    subject: 'Reset your Hubshelf password',
    paragraphs: [
      'We received a request to reset the password of your Hubshelf account. Open this link within 1 hour to choose a new password:',
      link,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: { label: 'Choose a new password', path: link },
  }),
  password_changed: (): MailText => ({
    subject: 'Your password was changed',
    paragraphs: [
      'The password of your Hubshelf account was just changed.',
      'If this was not you, reset your password now and check the devices signed in to your account.',
    ],
    action: { label: 'Reset password', path: '/forgot-password' },
  }),
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAILS;

/** Delays before the 2nd, 3rd, 4th and 5th delivery attempt: 1 min, 5 min, 30 min, 2 h (ms). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/**
 * When to try a delivery again after its `attempts`-th failed attempt (1-based), or null when it has
 * failed for good (after the 5th attempt).
 */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

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
  'conversation_message',
  'report_reviewed',
  'member_warned',
  'handover_proposed',
  'handover_agreed',
  'handover_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Categories a member can switch (mail and push each); in-app notices are always on. */
export const NOTICE_CATEGORIES = ['loans', 'payments', 'hubs', 'community', 'messages'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
/** `account` mails (password reset, password changed) are always sent and carry no unsubscribe link. */
export type MailCategory = NoticeCategory | 'account';

/** How a category is named to members: switches, unsubscribe page ('You will no longer get loan emails'). */
export const CATEGORY_LABELS: Record<NoticeCategory, { title: string; hint: string; noun: string }> = {
  loans: { title: 'Loans', hint: 'Due dates, returns, extensions, pickups and holds', noun: 'loan' },
  payments: { title: 'Payments', hint: 'Receipts, refunds and claims', noun: 'payment' },
  hubs: { title: 'Hubs', hint: 'Hub requests and approvals', noun: 'hub' },
  community: { title: 'Community', hint: 'Badges and referrals', noun: 'community' },
  messages: { title: 'Messages', hint: 'New messages in your conversations', noun: 'message' },
};

/** The defaults before a member changes anything: everything on except community mail. */
export const DEFAULT_PREFERENCES: Record<NoticeCategory, { mail: boolean; push: boolean }> = {
  loans: { mail: true, push: true },
  payments: { mail: true, push: true },
  hubs: { mail: true, push: true },
  community: { mail: false, push: true },
  messages: { mail: true, push: true },
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

/**
 * Renders a key of the server's `notices` catalogue (`src/server/locales/<lng>/notices.json`) in the
 * member's language; the server binds it to the member (ADR 0042). Keeps this module free of i18next.
 */
export type NoticeTranslate = (key: string, vars?: Record<string, string | number>) => string;

export interface NoticeEntry {
  category: NoticeCategory;
  /** In-app title (English, a fixed text or where the use case picks it) and the file that writes the message. */
  inApp: { title: string; source: string };
  mail: (n: NoticeView, tr: NoticeTranslate) => MailText;
  /** The push: the stored title and message (written in the member's language) and the page it opens. */
  push: (n: NoticeView) => { title: string; body: string; path: string };
}

/** The values a subject may name: the book, the hub and the notice's own title. */
const subjectVars = (n: NoticeView, tr: NoticeTranslate) => ({
  book: typeof n.data.bookTitle === 'string' ? n.data.bookTitle : tr('bookFallback'),
  hub: typeof n.data.societyName === 'string' ? n.data.societyName : tr('hubFallback'),
  title: n.title,
});
const MY_BOOKS = { label: 'actions.myBooks', path: '/my-books' };
const NOTIFICATIONS = { label: 'actions.notifications', path: '/notifications' };

/**
 * A notice whose mail is the stored message under the subject `subjects.<type>`, with one button (its
 * `label` a catalogue key) to `path`; the push is the stored title and message.
 */
const plain = (
  type: NotificationType,
  action: { label: string; path: string | ((n: NoticeView) => string) } = MY_BOOKS,
) => {
  const path = (n: NoticeView) => (typeof action.path === 'string' ? action.path : action.path(n));
  return {
    mail: (n: NoticeView, tr: NoticeTranslate): MailText => ({
      subject: tr(`subjects.${type}`, subjectVars(n, tr)),
      paragraphs: [n.message],
      action: { label: tr(action.label), path: path(n) },
    }),
    push: (n: NoticeView) => ({ title: n.title, body: n.message, path: path(n) }),
  };
};

/** A deposit claim's notice (docs/decisions/0035-deposit-claims-and-photos.md): its button opens the claim. */
const CLAIM = {
  label: 'actions.viewClaim',
  path: (n: NoticeView) => `/deposit-claims/${String(n.data.claimId ?? '')}`,
};

/** The catalogue; every entry's texts come from the stored notification, its data and the `notices` catalogue. */
export const NOTICES = {
  extension_request: {
    category: 'loans',
    inApp: { title: 'Extension Request', source: 'server/modules/rentals/returns/extensions.ts' },
    ...plain('extension_request'),
  },
  extension_approved: {
    category: 'loans',
    inApp: { title: 'Extension Approved', source: 'server/modules/rentals/returns/extension-answers.ts' },
    ...plain('extension_approved'),
  },
  extension_declined: {
    category: 'loans',
    inApp: { title: 'Extension Declined', source: 'server/modules/rentals/returns/extension-answers.ts' },
    ...plain('extension_declined'),
  },
  return_request: {
    category: 'loans',
    inApp: { title: 'Return Requested', source: 'server/modules/rentals/returns/returns.ts' },
    ...plain('return_request'),
  },
  return_confirmed: {
    category: 'loans',
    inApp: { title: 'Return Confirmed', source: 'server/modules/rentals/returns/returns.ts' },
    ...plain('return_confirmed'),
  },
  payment_received: {
    category: 'payments',
    inApp: { title: 'Payment Received', source: 'server/modules/rentals/returns/extension-answers.ts' },
    ...plain('payment_received'),
  },
  book_returned: {
    category: 'loans',
    inApp: { title: 'Book Returned', source: 'server/modules/rentals/returns/returns.ts' },
    ...plain('book_returned'),
  },
  society_request: {
    category: 'hubs',
    inApp: {
      title: 'New Society/School/Office Request (by hub type)',
      source: 'server/modules/hubs/create.ts',
    },
    ...plain('society_request', { label: 'actions.reviewIt', path: '/admin' }),
  },
  society_approved: {
    category: 'hubs',
    inApp: { title: 'Society Approved', source: 'server/modules/hubs/requests.ts' },
    ...plain('society_approved', { label: 'actions.yourHubs', path: '/societies' }),
  },
  society_rejected: {
    category: 'hubs',
    inApp: { title: 'Society Rejected', source: 'server/modules/hubs/requests.ts' },
    ...plain('society_rejected', NOTIFICATIONS),
  },
  due_soon: {
    category: 'loans',
    inApp: { title: 'Book Due Soon', source: 'server/modules/rentals/notices.ts' },
    ...plain('due_soon'),
  },
  overdue: {
    category: 'loans',
    inApp: { title: 'Book Overdue', source: 'server/modules/rentals/notices.ts' },
    ...plain('overdue'),
  },
  reminder: {
    category: 'loans',
    inApp: { title: 'Return Reminder', source: 'server/modules/rentals/notices.ts' },
    ...plain('reminder'),
  },
  book_available: {
    category: 'loans',
    inApp: { title: 'Book Available', source: 'server/modules/alerts/holds.ts' },
    ...plain('book_available', {
      label: 'actions.borrowNow',
      path: (n) => `/book/${String(n.data.bookId ?? '')}`,
    }),
  },
  badge_earned: {
    category: 'community',
    inApp: { title: 'Badge Earned', source: 'server/modules/rewards/badges.ts' },
    ...plain('badge_earned', { label: 'actions.rewards', path: '/rewards' }),
  },
  pickup_confirmed: {
    category: 'loans',
    inApp: { title: 'Pickup Confirmed', source: 'server/modules/rentals/handover/pickup.ts' },
    ...plain('pickup_confirmed'),
  },
  rental_cancelled: {
    category: 'loans',
    inApp: { title: 'Rental Cancelled', source: 'server/modules/rentals/handover/cancel.ts' },
    ...plain('rental_cancelled'),
  },
  book_borrowed: {
    category: 'loans',
    inApp: { title: 'Book Borrowed', source: 'server/modules/rentals/borrowing/borrow-notice.ts' },
    ...plain('book_borrowed'),
  },
  deposit_claim: {
    category: 'payments',
    inApp: { title: 'Deposit Claim', source: 'server/modules/rentals/claims/claims.ts, claim-settle.ts' },
    ...plain('deposit_claim', CLAIM),
  },
  deposit_claim_settled: {
    category: 'payments',
    inApp: { title: 'Deposit Claim Settled', source: 'server/modules/rentals/claims/claim-settle.ts' },
    ...plain('deposit_claim_settled', CLAIM),
  },
  // ADR 0050: a message to a member who is not on the conversation's page; at most one mail per hour each
  conversation_message: {
    category: 'messages',
    inApp: { title: 'New message from (name)', source: 'server/modules/conversations/message-notice.ts' },
    ...plain('conversation_message', {
      label: 'actions.openConversation',
      path: (n) => `/messages/${String(n.data.conversationId ?? '')}`,
    }),
  },
  report_reviewed: {
    category: 'community',
    inApp: { title: 'Your report was reviewed', source: 'server/modules/reports/decide.ts' },
    ...plain('report_reviewed', NOTIFICATIONS),
  },
  member_warned: {
    category: 'community',
    inApp: { title: 'A warning from Hubshelf', source: 'server/modules/reports/decide.ts' },
    ...plain('member_warned', NOTIFICATIONS),
  },
  // Hand-over times (docs/decisions/0050-conversations-and-safety.md): the button opens My Books.
  handover_proposed: {
    category: 'loans',
    inApp: { title: 'Hand-over Time Proposed', source: 'server/modules/rentals/handover/handover-time.ts' },
    ...plain('handover_proposed'),
  },
  handover_agreed: {
    category: 'loans',
    inApp: { title: 'Hand-over Time Agreed', source: 'server/modules/rentals/handover/handover-time.ts' },
    ...plain('handover_agreed'),
  },
  handover_reminder: {
    category: 'loans',
    inApp: {
      title: 'Hand-over in 1 Hour',
      source: 'server/modules/rentals/handover/handover-time-notices.ts',
    },
    ...plain('handover_reminder'),
  },
} as const satisfies Record<NotificationType, NoticeEntry>;

/** The catalogue entry of `type`, or undefined for a type no longer in the catalogue. */
export function noticeFor(type: string): NoticeEntry | undefined {
  return (NOTICES as Record<string, NoticeEntry>)[type];
}

/** Account mails: always sent, never unsubscribable. `link` is absolute (PUBLIC_URL). */
export const ACCOUNT_MAILS = {
  password_reset: (link: string, tr: NoticeTranslate): MailText => ({
    subject: tr('account.passwordReset.subject'),
    paragraphs: [tr('account.passwordReset.intro'), link, tr('account.passwordReset.ignore')],
    action: { label: tr('account.passwordReset.action'), path: link },
  }),
  password_changed: (_link: string, tr: NoticeTranslate): MailText => ({
    subject: tr('account.passwordChanged.subject'),
    paragraphs: [tr('account.passwordChanged.changed'), tr('account.passwordChanged.notYou')],
    action: { label: tr('account.passwordChanged.action'), path: '/forgot-password' },
  }),
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAILS;

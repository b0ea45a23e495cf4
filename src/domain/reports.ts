/**
 * Reports and moderation rules (ADR 0050): what can be reported, the categories, the note's length, the
 * decisions an administrator can take and the suspension's bounds. Pure rules shared by server and client.
 */

/** What a member can report. */
export const REPORT_TARGET_KINDS = [
  'member',
  'book',
  'review',
  'hub_message',
  'conversation_message',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Spam or scam, abusive or harassing, fake or misleading listing, unsafe meeting, item not returned, other. */
export const REPORT_CATEGORIES = [
  'spam_scam',
  'abusive',
  'misleading_listing',
  'unsafe_meeting',
  'not_returned',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** Longest optional note, in characters after trimming. */
export const REPORT_NOTE_MAX = 500;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** dismiss; hide the content; warn the member (a notice); suspend for 1–90 days; ban. */
export const REPORT_DECISIONS = ['dismiss', 'hide', 'warn', 'suspend', 'ban'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Suspension length bounds, in days. */
export const SUSPEND_DAYS = { min: 1, max: 90 } as const;

/** The targets whose content can be hidden (a member cannot). */
export const HIDEABLE_TARGETS: readonly ReportTargetKind[] = [
  'book',
  'review',
  'hub_message',
  'conversation_message',
];

/** Whether a decision takes action (anything but dismiss); the reporter learns only this. */
export function decisionTakesAction(decision: ReportDecision): boolean {
  return decision !== 'dismiss';
}

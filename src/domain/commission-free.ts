/**
 * Upload milestones and commission-free periods (issue rules "Upload milestones"; spec 002 §3 Brocks settings
 * `upload_10_reward`, `upload_20_reward`, `upload_30_reward`, §9 defaults 10 / 20 / 60 days;
 * docs/decisions/0028-referral-credit-and-commission-free-periods.md).
 *
 * - A member who has listed 10, 20 and 30 books (not deleted) earns that milestone's days once each; a
 *   milestone already passed (books listed before the rule existed) is granted at the next listing.
 * - Periods add up: a grant starts at the later of now and the end of the member's current period, so a
 *   grant never shortens a period.
 * - While a period lasts the member pays no platform fee on their own borrows and purchases.
 */
import type { BrocksSettings } from './brocks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The upload milestones: the books listed that reach each, its grant source and its days setting. */
export const UPLOAD_MILESTONES = [
  { books: 10, source: 'upload_10', setting: 'upload10Reward' },
  { books: 20, source: 'upload_20', setting: 'upload20Reward' },
  { books: 30, source: 'upload_30', setting: 'upload30Reward' },
] as const satisfies readonly { books: number; source: string; setting: keyof BrocksSettings }[];
export type UploadMilestoneSource = (typeof UPLOAD_MILESTONES)[number]['source'];

/** A milestone due to a member: its source (unique per member) and its commission-free days. */
export interface DueMilestone {
  source: UploadMilestoneSource;
  days: number;
}

/**
 * The milestones a member with `listedBooks` books listed has reached and not yet received (`granted`:
 * the sources already granted), in order, with their days from `settings`. A milestone whose setting is
 * 0 days or less gives nothing and is left out.
 */
export function dueMilestones(
  listedBooks: number,
  granted: readonly string[],
  settings: Pick<BrocksSettings, 'upload10Reward' | 'upload20Reward' | 'upload30Reward'>,
): DueMilestone[] {
  return UPLOAD_MILESTONES.filter((m) => listedBooks >= m.books && !granted.includes(m.source))
    .map((m) => ({ source: m.source, days: Math.floor(settings[m.setting]) }))
    .filter((m) => m.days > 0);
}

/** A commission-free period: from `startsAt` to `endsAt` (exclusive). */
export interface Period {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The period a grant of `days` whole days (≥ 1) makes at `now` for a member whose current period ends at
 * `currentEnd` (null: none): it starts at the later of now and that end, and lasts `days` days. Throws
 * `RangeError` for fewer than 1 or a fractional number of days.
 */
export function extendPeriod(currentEnd: Date | null, now: Date, days: number): Period {
  if (!Number.isSafeInteger(days) || days < 1)
    throw new RangeError(`days must be a whole number of at least 1, got ${days}`);
  const start = Math.max(now.getTime(), currentEnd?.getTime() ?? 0);
  return { startsAt: new Date(start), endsAt: new Date(start + days * DAY_MS) };
}

/** Whether a member whose periods end at `until` (null: none) is commission-free at `now`. */
export function isCommissionFree(until: Date | null | undefined, now: Date): boolean {
  return !!until && until.getTime() > now.getTime();
}

/**
 * A rental's hand-over time (docs/decisions/0050-conversations-and-safety.md, "Hand-over"): after a paid
 * borrow, the borrower picks a slot inside one of the owner's weekly windows in the next 7 days (agreed at
 * once) or either party proposes any other future time (replacing the current proposal or agreed time); the
 * other party accepts a proposal. One proposed or agreed `handover_times` row per rental (a partial unique
 * index); earlier rows become `replaced`. Each change writes a notice to the other party in the same
 * transaction, with the loan conversation's event (`handover_proposed` / `handover_agreed`), and returns a
 * `HandoverTimeChange`.
 *
 * Refusals: 404 unknown rental, 403 someone who is neither party, 409 a rental not paid-and-waiting-for-pickup
 * (cancelled, returned, picked up), 400 a time in the past, 409 nothing to accept or one's own proposal.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { HandoverParty, HandoverTimeView } from '@/contract/handover';
import { agreesAtOnce, slotsFor } from '@/domain/handover-times';
import type { Db, Tx } from '../../../db/client';
import { handoverTimes, rentals, type RentalRow } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import type { Clock } from '../../../lib/clock';
import { addLoanEvent } from '../../conversations';
import { notifyHandoverChange } from './handover-time-notices';
import { windowsOf } from './windows';

/** What the hand-over time use cases need (`app.deps` has it). */
export interface HandoverTimeDeps {
  db: Db;
  clock: Clock;
}

/** A proposed or agreed time as the use cases return it, for the loan conversation's event (ADR 0050). */
export interface HandoverTimeChange {
  rentalId: number;
  /** `handover_agreed` when the time is now agreed, `handover_proposed` when it waits for the other party */
  event: 'handover_proposed' | 'handover_agreed';
  startsAt: Date;
  /** the member whose call made the change (the picker, proposer or accepter) */
  byUserId: number;
  /** the other party (who was told) */
  otherUserId: number;
}

type CurrentRow = typeof handoverTimes.$inferSelect;

/** `callerId`'s party in `r`, or 403 'Only the borrower or the book's owner can do this'. */
function partyOf(r: RentalRow, callerId: number): HandoverParty {
  if (r.borrowerId === callerId) return 'borrower';
  if (r.lenderId === callerId) return 'owner';
  throw localizedError(403, 'rentals:handover.partiesOnly');
}

/** A rental whose time may be arranged: paid (active) and not picked up. */
const arrangeable = (r: RentalRow) => r.status === 'active' && !r.pickedUpAt;

/** The rental `rentalId` and `callerId`'s party in it; with `lock` the row is locked (inside a transaction). */
async function rentalAs(db: Db | Tx, rentalId: number, callerId: number, lock = false) {
  const query = db.select().from(rentals).where(eq(rentals.id, rentalId));
  const [r] = lock ? await query.for('update') : await query;
  if (!r) throw localizedError(404, 'rentals:lifecycle.rentalNotFound');
  return { r, role: partyOf(r, callerId) };
}

/** The rental's proposed or agreed row, if any. */
async function currentOf(db: Db | Tx, rentalId: number): Promise<CurrentRow | undefined> {
  const [row] = await db
    .select()
    .from(handoverTimes)
    .where(and(eq(handoverTimes.rentalId, rentalId), inArray(handoverTimes.status, ['proposed', 'agreed'])));
  return row;
}

/** The party who proposed `row`, or null when that member is gone. */
function proposerParty(r: RentalRow, row: CurrentRow): HandoverParty | null {
  if (row.proposedBy === r.borrowerId) return 'borrower';
  if (row.proposedBy === r.lenderId) return 'owner';
  return null;
}

/** The view of `r` for `role` at `now` (the wire shape of GET /api/rentals/:id/handover-time). */
async function viewOf(db: Db | Tx, r: RentalRow, role: HandoverParty, now: Date): Promise<HandoverTimeView> {
  const current = await currentOf(db, r.id);
  const { windows, timeZone } = await windowsOf(db, r.lenderId);
  const canArrange = arrangeable(r);
  const byRole = current ? proposerParty(r, current) : null;
  return {
    rentalId: r.id,
    role,
    timeZone,
    canArrange,
    agreed:
      current?.status === 'agreed'
        ? { startsAt: current.startsAt.toISOString(), agreedAt: current.decidedAt?.toISOString() ?? null }
        : null,
    proposal:
      current?.status === 'proposed'
        ? { startsAt: current.startsAt.toISOString(), proposedBy: byRole, byMe: byRole === role }
        : null,
    slots:
      role === 'borrower' && canArrange
        ? slotsFor(windows, now, { timeZone }).map((s) => s.toISOString())
        : [],
  };
}

/** GET /api/rentals/:id/handover-time (the two parties): the agreed time, a proposal and the owner's slots. */
export async function getHandoverTime(
  deps: HandoverTimeDeps,
  callerId: number,
  rentalId: number,
): Promise<HandoverTimeView> {
  const { r, role } = await rentalAs(deps.db, rentalId, callerId);
  return viewOf(deps.db, r, role, deps.clock.now());
}

/** Marks the current row of `rentalId` replaced (there is at most one). */
async function replaceCurrent(tx: Tx, rentalId: number, now: Date): Promise<void> {
  await tx
    .update(handoverTimes)
    .set({ status: 'replaced', decidedAt: now })
    .where(and(eq(handoverTimes.rentalId, rentalId), inArray(handoverTimes.status, ['proposed', 'agreed'])));
}

/**
 * POST /api/rentals/:id/handover-time with `startsAt`: the borrower's pick inside an owner's window within 7
 * days is agreed at once; any other future time by either party is proposed to the other, replacing the
 * current proposal or agreed time. The other party gets a notice. Returns the new view and the change.
 */
export async function proposeHandoverTime(
  deps: HandoverTimeDeps,
  callerId: number,
  rentalId: number,
  startsAt: Date,
): Promise<{ view: HandoverTimeView; change: HandoverTimeChange }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { r, role } = await rentalAs(tx, rentalId, callerId, true);
    if (!arrangeable(r)) throw localizedError(409, 'rentals:handoverTime.notArrangeable');
    if (startsAt.getTime() < now.getTime())
      throw localizedError(400, 'rentals:handoverTime.inPast', { fields: ['startsAt'] });
    const { windows, timeZone } = await windowsOf(tx, r.lenderId);
    const agreed = role === 'borrower' && agreesAtOnce(windows, startsAt, now, { timeZone });
    await replaceCurrent(tx, r.id, now);
    await tx.insert(handoverTimes).values({
      rentalId: r.id,
      proposedBy: callerId,
      startsAt,
      status: agreed ? 'agreed' : 'proposed',
      decidedAt: agreed ? now : null,
      createdAt: now,
    });
    const otherUserId = role === 'borrower' ? r.lenderId : r.borrowerId;
    const change: HandoverTimeChange = {
      rentalId: r.id,
      event: agreed ? 'handover_agreed' : 'handover_proposed',
      startsAt,
      byUserId: callerId,
      otherUserId,
    };
    await notifyHandoverChange(tx, r, change, timeZone, now);
    await addLoanEvent(tx, {
      rentalId: r.id,
      event: change.event,
      data: { at: change.startsAt.toISOString() },
      now,
    });
    return { view: await viewOf(tx, r, role, now), change };
  });
}

/**
 * POST /api/rentals/:id/handover-time/accept: the party who did not propose accepts the pending proposal,
 * which becomes the agreed time; the proposer gets a notice. 409 when nothing is proposed, for one's own
 * proposal, or (400) when the proposed time has passed.
 */
export async function acceptHandoverTime(
  deps: HandoverTimeDeps,
  callerId: number,
  rentalId: number,
): Promise<{ view: HandoverTimeView; change: HandoverTimeChange }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { r, role } = await rentalAs(tx, rentalId, callerId, true);
    if (!arrangeable(r)) throw localizedError(409, 'rentals:handoverTime.notArrangeable');
    const current = await currentOf(tx, r.id);
    if (!current || current.status !== 'proposed')
      throw localizedError(409, 'rentals:handoverTime.noProposal');
    if (current.proposedBy === callerId) throw localizedError(409, 'rentals:handoverTime.ownProposal');
    if (current.startsAt.getTime() < now.getTime())
      throw localizedError(400, 'rentals:handoverTime.proposalPassed');
    await tx
      .update(handoverTimes)
      .set({ status: 'agreed', decidedAt: now })
      .where(eq(handoverTimes.id, current.id));
    const { timeZone } = await windowsOf(tx, r.lenderId);
    const change: HandoverTimeChange = {
      rentalId: r.id,
      event: 'handover_agreed',
      startsAt: current.startsAt,
      byUserId: callerId,
      otherUserId: role === 'borrower' ? r.lenderId : r.borrowerId,
    };
    await notifyHandoverChange(tx, r, change, timeZone, now);
    await addLoanEvent(tx, {
      rentalId: r.id,
      event: change.event,
      data: { at: change.startsAt.toISOString() },
      now,
    });
    return { view: await viewOf(tx, r, role, now), change };
  });
}

/**
 * Deciding a report (ADR 0050), by an administrator, in one transaction: the action (dismiss; hide the
 * content; warn the member with a notice; suspend for N days; ban), the report's status (`dismissed` or
 * `actioned`), decision, decider and time, an `admin_actions` audit row, and a `report_reviewed` notice to
 * the reporter saying only whether action was taken. Errors: 404 unknown report; 409 'This report was
 * already decided.'; 400 'A member cannot be hidden. Warn, suspend or ban instead.' for hide on a member.
 */
import { and, eq } from 'drizzle-orm';
import type { DecideReportBody } from '@/contract/reports';
import { decisionTakesAction, type ReportDecision, type ReportTargetKind } from '@/domain/reports';
import type { Tx, Db } from '../../db/client';
import {
  adminActions,
  books,
  conversationMessages,
  hubMessages,
  memberRestrictions,
  reports,
  reviews,
} from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { notify } from '../notifications';
import { refreshReviewCache } from '../reviews';
import { reportReviewedNotice, warnedNotice } from './notices';

const DAY_MS = 86_400_000;

interface Claimed {
  id: number;
  reporterId: number | null;
  targetKind: string;
  targetId: number;
  targetUserId: number | null;
}

/** Hides the content of target `kind` `id` at `now` (a review's book gets its rating cache again). */
async function hide(tx: Tx, kind: ReportTargetKind, id: number, now: Date): Promise<void> {
  if (kind === 'member') throw localizedError(400, 'reports:cannotHideMember');
  if (kind === 'hub_message')
    await tx.update(hubMessages).set({ hiddenAt: now }).where(eq(hubMessages.id, id));
  if (kind === 'conversation_message')
    await tx.update(conversationMessages).set({ hiddenAt: now }).where(eq(conversationMessages.id, id));
  if (kind === 'book') await tx.update(books).set({ status: 'hidden' }).where(eq(books.id, id));
  if (kind === 'review') {
    const [r] = await tx
      .update(reviews)
      .set({ hiddenAt: now })
      .where(eq(reviews.id, id))
      .returning({ bookId: reviews.bookId });
    if (r) await refreshReviewCache(tx, r.bookId);
  }
}

/** Suspends `userId` until `until`, or bans them (`until` null); a ban in force is not lifted by a suspension. */
async function restrict(tx: Tx, userId: number, until: Date | null, reportId: number, now: Date) {
  const banned = until === null;
  await tx
    .insert(memberRestrictions)
    .values({ userId, suspendedUntil: until, banned, reportId, updatedAt: now })
    .onConflictDoUpdate({
      target: memberRestrictions.userId,
      set: banned
        ? { banned: true, suspendedUntil: null, reportId, updatedAt: now }
        : { suspendedUntil: until, reportId, updatedAt: now },
    });
}

async function act(tx: Tx, report: Claimed, body: DecideReportBody, now: Date): Promise<void> {
  const kind = report.targetKind as ReportTargetKind;
  const userId = report.targetUserId;
  if (body.decision === 'hide') await hide(tx, kind, report.targetId, now);
  if (userId === null) return;
  if (body.decision === 'warn') await notify(tx, { userId, type: 'member_warned', ...warnedNotice() }, now);
  if (body.decision === 'suspend')
    await restrict(tx, userId, new Date(now.getTime() + body.suspendDays! * DAY_MS), report.id, now);
  if (body.decision === 'ban') await restrict(tx, userId, null, report.id, now);
}

/** POST /api/admin/reports/:id/decision: `adminId` decides report `id` at `now`. */
export async function decideReport(
  db: Db,
  adminId: number,
  id: number,
  body: DecideReportBody,
  now: Date,
): Promise<void> {
  const decision: ReportDecision = body.decision;
  const actioned = decisionTakesAction(decision);
  await db.transaction(async (tx) => {
    const [report] = await tx
      .update(reports)
      .set({
        status: actioned ? 'actioned' : 'dismissed',
        decision,
        suspendDays: decision === 'suspend' ? (body.suspendDays ?? null) : null,
        decidedBy: adminId,
        decidedAt: now,
      })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning({
        id: reports.id,
        reporterId: reports.reporterId,
        targetKind: reports.targetKind,
        targetId: reports.targetId,
        targetUserId: reports.targetUserId,
      });
    if (!report) {
      const [exists] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
      throw exists ? localizedError(409, 'reports:alreadyDecided') : localizedError(404, 'reports:notFound');
    }
    await act(tx, report, body, now);
    await tx.insert(adminActions).values({
      adminId,
      action: `report_${decision}`,
      reportId: report.id,
      targetUserId: report.targetUserId,
      detail: {
        targetKind: report.targetKind,
        targetId: report.targetId,
        ...(decision === 'suspend' ? { suspendDays: body.suspendDays } : {}),
      },
      createdAt: now,
    });
    if (report.reporterId !== null)
      await notify(
        tx,
        { userId: report.reporterId, type: 'report_reviewed', ...reportReviewedNotice(actioned) },
        now,
      );
  });
}

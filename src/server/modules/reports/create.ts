/**
 * Filing a report (ADR 0050): any signed-in member reports a member, a book listing, a review, a hub-chat
 * message or a conversation message. The content is copied into `reports.evidence` in the same transaction.
 * Errors: 404 unknown or unseen target; 400 'You cannot report yourself or your own content.'; 409 'You
 * already reported this. An administrator will review it.' while the caller's earlier report on it is open.
 */
import { and, eq } from 'drizzle-orm';
import type { ReportBody } from '@/contract/reports';
import type { ReportCategory, ReportTargetKind } from '@/domain/reports';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { loadTarget } from './evidence';

/** A validated report (contract `reportBody` output). */
export interface NewReport {
  targetKind: ReportTargetKind;
  targetId: number;
  category: ReportCategory;
  note: string | null;
}

/** Stores `reporterId`'s report at `now` and answers its id. */
export async function createReport(
  db: Db,
  reporterId: number,
  body: NewReport | ReportBody,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, body.targetKind, body.targetId, reporterId);
    if (target.targetUserId === reporterId) throw localizedError(400, 'reports:ownContent');
    const open = and(
      eq(reports.reporterId, reporterId),
      eq(reports.targetKind, body.targetKind),
      eq(reports.targetId, body.targetId),
      eq(reports.status, 'open'),
    );
    const [earlier] = await tx.select({ id: reports.id }).from(reports).where(open);
    if (earlier) throw localizedError(409, 'reports:alreadyOpen');
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetKind: body.targetKind,
        targetId: body.targetId,
        targetUserId: target.targetUserId,
        category: body.category,
        note: body.note ?? null,
        evidence: target.evidence,
        createdAt: now,
      })
      // Two reports racing past the check: the partial unique index keeps one.
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!row) throw localizedError(409, 'reports:alreadyOpen');
    return row.id;
  });
}

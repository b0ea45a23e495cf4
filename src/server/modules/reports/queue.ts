/**
 * The moderation queue (ADR 0050), for administrators: reports of one status oldest first, and one report
 * with its evidence and the target member's history (earlier and actioned reports, borrower reliability,
 * the restriction in force).
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDetails, ReportSummary } from '@/contract/reports';
import type { ReportCategory, ReportDecision, ReportStatus, ReportTargetKind } from '@/domain/reports';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { borrowerReliability } from '../rentals';
import { activeRestriction } from '../restrictions';
import { evidenceExcerpt } from './evidence';

/** How many reports the queue answers at most. */
export const QUEUE_MAX = 200;

const reporter = alias(users, 'reporter');
const target = alias(users, 'target_member');
const decider = alias(users, 'decider');

const columns = {
  id: reports.id,
  targetKind: reports.targetKind,
  targetId: reports.targetId,
  category: reports.category,
  note: reports.note,
  status: reports.status,
  reporterName: reporter.name,
  targetUserId: reports.targetUserId,
  targetName: target.name,
  evidence: reports.evidence,
  createdAt: reports.createdAt,
  decision: reports.decision,
  suspendDays: reports.suspendDays,
  decidedBy: decider.name,
  decidedAt: reports.decidedAt,
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(target, eq(target.id, reports.targetUserId))
    .leftJoin(decider, eq(decider.id, reports.decidedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

function toSummary(r: Row): ReportSummary {
  const evidence = (r.evidence ?? {}) as Record<string, unknown>;
  return {
    id: r.id,
    targetKind: r.targetKind as ReportTargetKind,
    targetId: r.targetId,
    category: r.category as ReportCategory,
    note: r.note,
    status: r.status as ReportStatus,
    reporterName: r.reporterName,
    targetMember:
      r.targetUserId !== null && r.targetName !== null ? { id: r.targetUserId, name: r.targetName } : null,
    excerpt: evidenceExcerpt(evidence),
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET /api/admin/reports?status=: reports of `status`, oldest first, at most QUEUE_MAX. */
export async function reportsQueue(db: Db, status: ReportStatus): Promise<ReportSummary[]> {
  const rows = await baseQuery(db)
    .where(eq(reports.status, status))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_MAX);
  return rows.map(toSummary);
}

async function reportCounts(db: Db, userId: number, reportId: number) {
  const about = and(eq(reports.targetUserId, userId), ne(reports.id, reportId));
  const [all] = await db.select({ n: count() }).from(reports).where(about);
  const [actioned] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(about, eq(reports.status, 'actioned')));
  return { earlierReports: all?.n ?? 0, actionedReports: actioned?.n ?? 0 };
}

/** GET /api/admin/reports/:id: the report with evidence and the target member's history; 404 if unknown. */
export async function reportDetails(db: Db, id: number, now: Date): Promise<ReportDetails> {
  const [row] = await baseQuery(db).where(eq(reports.id, id));
  if (!row) throw localizedError(404, 'reports:notFound');
  let targetMember: ReportDetails['targetMember'] = null;
  if (row.targetUserId !== null && row.targetName !== null) {
    const restriction = await activeRestriction(db, row.targetUserId, now);
    const reliability = await borrowerReliability(db, row.targetUserId);
    targetMember = {
      id: row.targetUserId,
      name: row.targetName,
      ...(await reportCounts(db, row.targetUserId, id)),
      reliability: reliability.onTimePercent,
      suspendedUntil: restriction?.until?.toISOString() ?? null,
      banned: restriction?.banned ?? false,
    };
  }
  return {
    ...toSummary(row),
    evidence: (row.evidence ?? {}) as Record<string, unknown>,
    targetMember,
    decision: row.decision as ReportDecision | null,
    suspendDays: row.suspendDays,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

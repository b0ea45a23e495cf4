/**
 * Reports and the moderation queue on the wire (ADR 0050). Any signed-in member reports a member, a book
 * listing, a review, a hub-chat message or a conversation message; administrators work the queue. Dates are
 * ISO 8601. A second open report by the same member on the same target answers 409.
 */
import { z } from 'zod';
import {
  REPORT_CATEGORIES,
  REPORT_DECISIONS,
  REPORT_NOTE_MAX,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  SUSPEND_DAYS,
} from '@/domain/reports';
import { defineRoute, idParams, messageBody } from './http';
import { validationMessage } from './messages';

export const reportBody = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.number().int().positive(),
  category: z.enum(REPORT_CATEGORIES),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, validationMessage('reports.noteTooLong', { max: REPORT_NOTE_MAX }))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReportBody = z.input<typeof reportBody>;

/** A member as the queue shows them, with what helps decide. */
export const reportedMember = z.object({
  id: z.number().int(),
  name: z.string(),
  /** earlier reports on this member (any status), this one excluded */
  earlierReports: z.number().int(),
  /** earlier reports that led to action */
  actionedReports: z.number().int(),
  /** the borrower reliability score (0–100), or null without rentals */
  reliability: z.number().nullable(),
  /** a suspension's end, if one is in force */
  suspendedUntil: z.string().nullable(),
  banned: z.boolean(),
});

export const reportSummary = z.object({
  id: z.number().int(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.number().int(),
  category: z.enum(REPORT_CATEGORIES),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  reporterName: z.string().nullable(),
  targetMember: reportedMember.pick({ id: true, name: true }).nullable(),
  /** a short text of the evidence for the list */
  excerpt: z.string(),
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummary>;

export const reportDetails = reportSummary.extend({
  /** the content as it was when reported (text, title, rating, photos' addresses…) */
  evidence: z.record(z.string(), z.unknown()),
  targetMember: reportedMember.nullable(),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  suspendDays: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ReportDetails = z.infer<typeof reportDetails>;

export const reportsQueueQuery = z.object({ status: z.enum(REPORT_STATUSES).default('open') });

export const decideReportBody = z
  .object({
    decision: z.enum(REPORT_DECISIONS),
    /** days, only with `suspend` */
    suspendDays: z
      .number()
      .int(validationMessage('reports.suspendDays'))
      .min(SUSPEND_DAYS.min, validationMessage('reports.suspendDays'))
      .max(SUSPEND_DAYS.max, validationMessage('reports.suspendDays'))
      .optional(),
  })
  .refine((b) => (b.decision === 'suspend') === (b.suspendDays !== undefined), {
    path: ['suspendDays'],
    message: validationMessage('reports.suspendDays'),
  });
export type DecideReportBody = z.input<typeof decideReportBody>;

export const reportsRoutes = {
  /** 201 with the report's id; 409 when the caller already has an open report on the target */
  create: defineRoute({
    method: 'POST',
    path: '/api/reports',
    body: reportBody,
    response: z.object({ message: z.string(), id: z.number().int() }),
  }),
  queue: defineRoute({
    method: 'GET',
    path: '/api/admin/reports',
    query: reportsQueueQuery,
    response: z.array(reportSummary),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/reports/:id',
    params: idParams,
    response: reportDetails,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/reports/:id/decision',
    params: idParams,
    body: decideReportBody,
    response: messageBody,
  }),
} as const;

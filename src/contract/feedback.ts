/**
 * Feedback wire format (spec 000 §3 "Feedback", §5, §7 "POST /api/feedback", §8 "Feedback"; 002 §2.1
 * "Feedback" tab, §3 "Feedback", §7 "GET /api/admin/feedback"). Every text of the 'Share Your Feedback'
 * dialog and the admin tab lives here, word for word where the spec gives it.
 *
 * Rules decided (docs/decisions/0021-downloads-and-feedback.md): five categories; the text is trimmed and
 * holds 1–2,000 characters; signed-in members only, at most 10 per member per hour; the admin list pages by
 * id, 20 per page, newest first (`before` = the smallest id already shown).
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { validationMessage } from './messages';

export const FEEDBACK_CATEGORIES = ['bug', 'feature', 'improvement', 'general', 'compliment'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Longest feedback text, in characters (after trimming). */
export const FEEDBACK_MAX_LENGTH = 2000;
/** Feedback a member may send per hour (`FEEDBACK_RATE_WINDOW_MS`). */
export const FEEDBACK_PER_HOUR = 10;
export const FEEDBACK_RATE_WINDOW_MS = 60 * 60 * 1000;
/** Entries per page of the admin list. */
export const FEEDBACK_PAGE_SIZE = 20;

export const feedbackCategory = z.enum(FEEDBACK_CATEGORIES, { error: validationMessage('feedback.missing') });

export const sendFeedbackBody = z.object({
  category: feedbackCategory,
  feedback: z
    .string({ error: validationMessage('feedback.missing') })
    .trim()
    .min(1, validationMessage('feedback.missing'))
    .max(FEEDBACK_MAX_LENGTH, validationMessage('feedback.tooLong', { max: FEEDBACK_MAX_LENGTH })),
});
export type SendFeedbackBody = z.input<typeof sendFeedbackBody>;

/** One entry as administrators read it (spec 002 §3 "Feedback"); `createdAt` ISO 8601. */
export const feedbackEntry = z.object({
  id: z.number().int(),
  category: feedbackCategory,
  userName: z.string(),
  userEmail: z.string(),
  feedback: z.string(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const feedbackPageQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/** A page of the admin list, newest first; `hasMore` when older entries remain. */
export const feedbackPage = z.object({ items: z.array(feedbackEntry), hasMore: z.boolean() });
export type FeedbackPage = z.infer<typeof feedbackPage>;

export const feedbackRoutes = {
  /** Signed-in members; 201 with the stored entry's id. */
  send: defineRoute({
    method: 'POST',
    path: '/api/feedback',
    body: sendFeedbackBody,
    response: z.object({ id: z.number().int() }),
  }),
  /** Administrators only. */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/feedback',
    query: feedbackPageQuery,
    response: feedbackPage,
  }),
} as const;

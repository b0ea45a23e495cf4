/**
 * Feedback use cases (spec 000 §7 "POST /api/feedback"; 002 §2.1 "Feedback", §7 "GET /api/admin/feedback").
 * A member's feedback is stored as sent (trimmed by the contract); administrators read it newest first,
 * `FEEDBACK_PAGE_SIZE` entries per page, keyed by id (docs/decisions/0021-downloads-and-feedback.md).
 */
import { desc, eq, lt } from 'drizzle-orm';
import { FEEDBACK_PAGE_SIZE, type FeedbackCategory, type FeedbackPage } from '@/contract/feedback';
import type { Db } from '../../db/client';
import { feedback, users } from '../../db/schema';

/** Stores one feedback entry of `userId` at `now`; answers its id. */
export async function sendFeedback(
  db: Db,
  userId: number,
  input: { category: FeedbackCategory; feedback: string },
  now: Date,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(feedback)
    .values({ userId, category: input.category, feedback: input.feedback, createdAt: now })
    .returning({ id: feedback.id });
  return { id: row!.id };
}

/**
 * One page of feedback, newest first (highest id first): the entries with an id below `before` (all when
 * undefined), at most `FEEDBACK_PAGE_SIZE`, each with its author's name and email.
 */
export async function listFeedback(db: Db, before: number | undefined): Promise<FeedbackPage> {
  const rows = await db
    .select({
      id: feedback.id,
      category: feedback.category,
      userName: users.name,
      userEmail: users.email,
      feedback: feedback.feedback,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(before === undefined ? undefined : lt(feedback.id, before))
    .orderBy(desc(feedback.id))
    .limit(FEEDBACK_PAGE_SIZE + 1);
  const items = rows.slice(0, FEEDBACK_PAGE_SIZE).map((r) => ({
    ...r,
    category: r.category as FeedbackCategory,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, hasMore: rows.length > FEEDBACK_PAGE_SIZE };
}

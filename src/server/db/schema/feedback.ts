/**
 * Feedback sent by members from the 'Share Your Feedback' dialog (spec 000 §3 "Feedback", §7
 * "POST /api/feedback"; 002 §3). The text is stored trimmed, 1–2,000 characters (CHECK), in one of the
 * five categories of `FEEDBACK_CATEGORIES` (src/contract/feedback.ts). Read newest first by administrators.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    category: text('category').notNull(),
    feedback: text('feedback').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    check('feedback_text_length', sql`char_length(${t.feedback}) BETWEEN 1 AND 2000`),
    check(
      'feedback_category_known',
      sql`${t.category} IN ('bug', 'feature', 'improvement', 'general', 'compliment')`,
    ),
    index('feedback_user_idx').on(t.userId),
  ],
);

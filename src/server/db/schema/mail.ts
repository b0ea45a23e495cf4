/**
 * Mail outbox: every mail the app sends is recorded here. Without SMTP_URL this is the only delivery
 * (the link is also logged), so a person running locally can still reset a password.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when SMTP accepted the message; null when there is no SMTP or it failed */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * Mail outbox: every mail the app sends is recorded here. Without SMTP_URL this is the only delivery
 * (the link is also logged), so a person running locally can still reset a password.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityId(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    createdAt: createdAtNow(),
    /** set when SMTP accepted the message; null when there is no SMTP or it failed */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

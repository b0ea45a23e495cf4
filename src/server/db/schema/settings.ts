/**
 * Key/value settings tuned by administrators: platform settings (commission, deposit, …) and Brocks
 * settings (spec 002 §3 keys). Values are decimal strings; defaults live in `src/domain/`.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

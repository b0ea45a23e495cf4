/**
 * Key/value settings tuned by administrators: platform settings (commission, deposit, …) and Brocks
 * settings (spec 002 §3 keys). Values are decimal strings; defaults live in `src/domain/`.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtNow } from './columns';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAtNow(),
});

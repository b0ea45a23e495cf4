/**
 * Editable page text (spec 002 §2.1 "Page Content", §3 "Page content"): one row per page key
 * ('onboarding', 'welcome-screen', 'buy-brocks'). A null or empty field means the page's built-in text
 * (docs/decisions/0023-brocks-packages-page-content-analytics.md).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtNow } from './columns';
import { users } from './users';

export const pageContent = pgTable(
  'page_content',
  {
    pageKey: text('page_key').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    ctaText: text('cta_text'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAtNow(),
  },
  (t) => [check('page_content_title_not_blank', sql`length(btrim(${t.title})) > 0`)],
);

export type PageContentRow = typeof pageContent.$inferSelect;

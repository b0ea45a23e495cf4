/**
 * Rows that let several app instances act as one (ADR 0037): the last start of each scheduled job, so a
 * job runs once per period across instances, and the sign-in rate-limit counters when no Redis is
 * configured (PostgreSQL mode), so every instance counts the same attempts.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  /** the job's name (jobs/index.ts) */
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});

export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** route and client key, e.g. `POST/api/auth/login-127.0.0.1|asha@example.com` */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** when the current window ends and the count starts again from 1 */
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

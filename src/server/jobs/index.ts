/** The app's scheduled jobs, started by main.ts. */
import type { Job } from './scheduler';
import type { Config } from '../config';
import { refundOrphanedPayments } from '../modules/payments';
import { runClaimsPass, runDuePass, runHandoverReminderPass, runPickupPass } from '../modules/rentals';
import { runHoldsPass } from '../modules/alerts';
import { runDeliveryPass } from '../modules/notices';
import { runErasurePass } from '../modules/account';
import { deleteExpiredImports } from '../modules/imports';
import { rollUpAnalytics } from '../modules/analytics';
import { analyzeEmbedded } from './embedded-analyze';

/** The notice-deliveries job's period, ms (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md). */
export const NOTICE_DELIVERY_MS = 15_000;

/** A captured payment whose order is not consumed after this long is refunded (ms). */
export const ORPHANED_PAYMENT_AGE_MS = 30 * 60_000;

export const jobs: Job[] = [
  {
    name: 'refund-orphaned-payments',
    everyMs: 5 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await refundOrphanedPayments({ ...app.deps, log: app.log }, ORPHANED_PAYMENT_AGE_MS);
      if (result.refunded || result.failed) app.log.info(result, 'orphaned payments refunded');
    },
  },
  {
    // The daily due-soon / overdue notices (spec 001 §4.1). It looks every hour, so a rental entering the
    // 1-day window is told promptly; each notice still goes once per rental per day (rental_notices).
    name: 'rental-due-notices',
    everyMs: 60 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await runDuePass(app.deps);
      if (result.sent) app.log.info(result, 'rental due notices sent');
    },
  },
  {
    // Run-out holds pass to the next member in line (docs/decisions/0025-availability-alerts-hold-queue.md).
    name: 'availability-holds',
    everyMs: 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await runHoldsPass(app.deps);
      if (result.expired) app.log.info(result, 'availability holds moved on');
    },
  },
  {
    // Rentals not picked up within 7 days are cancelled with a full refund (docs/decisions/0032-trust-at-hand-over.md).
    name: 'rental-pickup-pass',
    everyMs: 10 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await runPickupPass(app.deps);
      if (result.cancelled || result.failed) app.log.info(result, 'unpicked rentals cancelled');
    },
  },
  {
    // Mail and push of every notification, with retries (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
    name: 'notice-deliveries',
    everyMs: NOTICE_DELIVERY_MS,
    runAtStart: true,
    run: async (app) => {
      const result = await runDeliveryPass({ ...app.deps, log: app.log });
      if (result.sent || result.retry || result.failed) app.log.info(result, 'notice deliveries');
    },
  },
  {
    // Deposit claims the borrower did not answer in 72 hours settle as accepted (docs/decisions/0035-deposit-claims-and-photos.md).
    name: 'deposit-claims-pass',
    everyMs: 10 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await runClaimsPass(app.deps);
      if (result.settled || result.failed) app.log.info(result, 'unanswered deposit claims settled');
    },
  },
  {
    // Both parties are reminded 1 hour before an agreed hand-over time, once (docs/decisions/0050-conversations-and-safety.md).
    name: 'handover-reminders',
    everyMs: 5 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await runHandoverReminderPass(app.deps);
      if (result.reminded) app.log.info(result, 'hand-over reminders sent');
    },
  },
  {
    // Accounts whose 7 days of grace are over are erased, once across instances (docs/decisions/0052-export-and-account-deletion.md).
    name: 'account-erasure',
    everyMs: 10 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const { db, files, clock } = app.deps;
      const result = await runErasurePass({ db, files, log: app.log }, clock.now());
      if (result.erased || result.blocked) app.log.info(result, 'accounts erased');
    },
  },
  {
    // Imports are kept 24 hours, then deleted with their rows (docs/decisions/0051-importing-a-library.md).
    name: 'import-cleanup',
    everyMs: 60 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await deleteExpiredImports(app.deps.db, app.deps.clock.now());
      if (result.deleted) app.log.info(result, 'expired imports deleted');
    },
  },
  {
    // Closed IST days of the admin analytics are rolled up once, so the charts read a day's row instead of
    // its rows (docs/decisions/0060-a-million-books.md).
    name: 'analytics-rollup',
    everyMs: 60 * 60_000,
    runAtStart: true,
    run: async (app) => {
      const result = await rollUpAnalytics(app.deps.db, app.deps.clock.now());
      if (result.days) app.log.info(result, 'analytics days rolled up');
    },
  },
  {
    // PGlite has no autovacuum: its planner statistics are refreshed at start and hourly (ADR 0060).
    name: 'embedded-analyze',
    everyMs: 60 * 60_000,
    runAtStart: true,
    run: async (app) => {
      await analyzeEmbedded(app.deps.database);
    },
  },
];

/**
 * The jobs `main.ts` starts: `jobs`, with the notice-deliveries period replaced by `noticeDeliveryMs`
 * when set (NOTICE_DELIVERY_MS: the end-to-end server delivers every second, so a test waiting for a mail
 * does not wait out 15 s; docs/decisions/0008-test-databases-and-fresh-clone-fixtures.md).
 */
export function scheduledJobs(config: Pick<Config, 'noticeDeliveryMs'>): Job[] {
  const deliveryMs = config.noticeDeliveryMs;
  if (deliveryMs === undefined) return jobs;
  return jobs.map((job) => (job.name === 'notice-deliveries' ? { ...job, everyMs: deliveryMs } : job));
}

/**
 * The delivery job's pass (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): every pending
 * `notification_deliveries` row whose time has come is handed to its channel's sender, which answers
 * sent | skipped (preferences off at send time) | retry (try again later) | failed (never). A retry waits
 * 1 min, 5 min, 30 min, 2 h (domain/notice-retries.ts RETRY_DELAYS_MS); after the 5th attempt the row is failed.
 * Each row is one (notification, channel), so each mail goes at most once per notification. Failures are
 * logged and kept in `last_error`. A channel is one entry of `CHANNEL_SENDERS`: mail and push.
 */
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nextAttemptAfter } from '@/domain/notice-retries';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notificationDeliveries, type DeliveryChannel, type NotificationDeliveryRow } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import { sendNoticeMail } from './notice-mail';
import { sendNoticePush } from './notice-push';

/** What the job needs from the app (`app.deps` with the log). */
export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'vapid'>;
  log: FastifyBaseLogger;
}

export type DeliveryOutcome = { outcome: 'sent' | 'skipped' | 'retry' | 'failed'; error?: string };
export type ChannelSender = (
  deps: DeliveryDeps,
  delivery: NotificationDeliveryRow,
) => Promise<DeliveryOutcome>;

/** One sender per channel. */
export const CHANNEL_SENDERS: Partial<Record<DeliveryChannel, ChannelSender>> = {
  mail: sendNoticeMail,
  push: sendNoticePush,
};

/** How many deliveries one pass handles at most. */
const DELIVERY_BATCH = 200;

/** Runs every due pending delivery once; answers how many ended in each outcome. */
export async function runDeliveryPass(
  deps: DeliveryDeps,
  senders: Partial<Record<DeliveryChannel, ChannelSender>> = CHANNEL_SENDERS,
): Promise<Record<DeliveryOutcome['outcome'], number>> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.status, 'pending'),
        // a new row is due at once, whatever clock wrote it; a retried one at its next attempt
        or(eq(notificationDeliveries.attempts, 0), lte(notificationDeliveries.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(notificationDeliveries.nextAttemptAt), asc(notificationDeliveries.id))
    .limit(DELIVERY_BATCH);
  const counts = { sent: 0, skipped: 0, retry: 0, failed: 0 };
  for (const delivery of due) {
    const sender = senders[delivery.channel];
    if (!sender) continue;
    let result: DeliveryOutcome;
    try {
      result = await sender(deps, delivery);
    } catch (err) {
      result = { outcome: 'retry', error: err instanceof Error ? err.message : String(err) };
    }
    const outcome = await record(deps, delivery, result);
    counts[outcome] += 1;
  }
  return counts;
}

/** Stores the result of one attempt; a retry past the schedule becomes failed. Answers the final outcome. */
async function record(
  deps: DeliveryDeps,
  delivery: NotificationDeliveryRow,
  result: DeliveryOutcome,
): Promise<DeliveryOutcome['outcome']> {
  const now = deps.clock.now();
  const attempts = delivery.attempts + 1;
  const next = result.outcome === 'retry' ? nextAttemptAfter(attempts, now) : null;
  const outcome = result.outcome === 'retry' && !next ? 'failed' : result.outcome;
  if (result.error)
    deps.log.warn(
      { deliveryId: delivery.id, channel: delivery.channel, attempts, outcome, err: result.error },
      'notice delivery attempt failed',
    );
  await deps.db
    .update(notificationDeliveries)
    .set(
      outcome === 'retry'
        ? { attempts, nextAttemptAt: next!, lastError: result.error ?? null }
        : {
            attempts,
            status: outcome,
            doneAt: now,
            ...(result.error ? { lastError: result.error } : {}),
          },
    )
    .where(and(eq(notificationDeliveries.id, delivery.id), eq(notificationDeliveries.status, 'pending')));
  return outcome;
}

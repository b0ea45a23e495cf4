/**
 * The delivery job's pass (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): every pending
 * `notification_deliveries` row whose time has come is handed to its channel's sender, which answers
 * sent | skipped (preferences off at send time) | retry (try again later) | failed (never). A retry backs off
 * 1, 2, 4 … min with a last attempt 24 h after the first failure (domain/notice-retries.ts, ADR 0056); after
 * it the row is failed. Each row is one (notification, channel), so each mail goes at most once per
 * notification. A row is claimed before it is sent (`attempts` moves on only where it still holds the value
 * read, and the next attempt is pushed out by a lease), so a second instance or an overlapping pass never
 * sends it too; the outcome is written under the same condition. Failures are logged and kept in
 * `last_error`. A channel is one entry of `CHANNEL_SENDERS`: mail and push.
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
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'vapid' | 'mailFrom'>;
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
/**
 * How long a claimed row is held by the pass sending it (ms): 30 min, longer than an attempt waits for the
 * SMTP server (integrations/mail/mailer.ts SMTP_TIMEOUTS), so no other pass takes it meanwhile; a pass
 * that dies mid-send frees it after this.
 */
const CLAIM_LEASE_MS = 30 * 60_000;

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
    const claimed = await claim(deps, delivery);
    if (!claimed) continue; // another pass or instance has it
    let result: DeliveryOutcome;
    try {
      result = await sender(deps, claimed);
    } catch (err) {
      result = { outcome: 'retry', error: err instanceof Error ? err.message : String(err) };
    }
    const outcome = await record(deps, claimed, result);
    counts[outcome] += 1;
  }
  return counts;
}

/**
 * Claims `delivery` for one attempt: counts the attempt and holds the row for `CLAIM_LEASE_MS`, only where it
 * is still pending with the attempts read. Answers the claimed row, or null when someone else claimed it.
 */
async function claim(
  deps: DeliveryDeps,
  delivery: NotificationDeliveryRow,
): Promise<NotificationDeliveryRow | null> {
  const [claimed] = await deps.db
    .update(notificationDeliveries)
    .set({
      attempts: delivery.attempts + 1,
      nextAttemptAt: new Date(deps.clock.now().getTime() + CLAIM_LEASE_MS),
    })
    .where(
      and(
        eq(notificationDeliveries.id, delivery.id),
        eq(notificationDeliveries.status, 'pending'),
        eq(notificationDeliveries.attempts, delivery.attempts),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Stores the result of the claimed attempt (`delivery.attempts` already counts it), only where the row is
 * still as claimed; a retry past the schedule becomes failed. Answers the final outcome.
 */
async function record(
  deps: DeliveryDeps,
  delivery: NotificationDeliveryRow,
  result: DeliveryOutcome,
): Promise<DeliveryOutcome['outcome']> {
  const now = deps.clock.now();
  const attempts = delivery.attempts;
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
    .where(
      and(
        eq(notificationDeliveries.id, delivery.id),
        eq(notificationDeliveries.status, 'pending'),
        eq(notificationDeliveries.attempts, attempts),
      ),
    );
  return outcome;
}

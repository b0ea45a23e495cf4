/**
 * Gauges read when /metrics is scraped (ADR 0053), through prom-client's `collect()`: the notice outbox
 * (pending mail and push deliveries, ADR 0039) and payments by status, each one cheap grouped query; and
 * the node-postgres pool's connections (PostgreSQL mode only; PGlite has no pool). A query that fails
 * leaves its gauge empty for that scrape and logs a warning: a scrape never answers 5xx for a database
 * hiccup.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { DELIVERY_CHANNELS } from '../../db/schema/notice-delivery';
import { paymentStatus } from '../../db/schema/payments';

interface CollectorDeps {
  registry: Registry;
  db: Db;
  pool?: pg.Pool;
  log: FastifyBaseLogger;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `hubshelf_outbox_depth{channel}` and `hubshelf_outbox_oldest_age_seconds{channel}` (mail, push). */
function outboxGauges({ registry, db, log }: CollectorDeps): void {
  const oldest = new Gauge({
    name: 'hubshelf_outbox_oldest_age_seconds',
    help: 'Age in seconds of the oldest notice delivery still waiting, by channel; 0 when none waits.',
    labelNames: ['channel'],
    registers: [registry],
  });
  const depth = new Gauge({
    name: 'hubshelf_outbox_depth',
    help: 'Notice deliveries waiting to be sent, by channel (mail, push).',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      try {
        const rows = await rowsOf<{ channel: string; depth: number; oldest: number | null }>(
          db,
          sql`SELECT channel, count(*)::int AS depth,
                extract(epoch FROM now() - min(created_at))::float8 AS oldest
              FROM notification_deliveries WHERE status = 'pending' GROUP BY channel`,
        );
        for (const channel of DELIVERY_CHANNELS) {
          const row = rows.find((r) => r.channel === channel);
          depth.set({ channel }, row?.depth ?? 0);
          oldest.set({ channel }, Math.max(0, Number(row?.oldest ?? 0)));
        }
      } catch (err) {
        depth.reset();
        oldest.reset();
        log.warn({ err }, 'metrics: outbox depth not read');
      }
    },
  });
}

/** `hubshelf_payments{status}`: payments recorded, by status (authorized, captured, failed, refunded). */
function paymentGauge({ registry, db, log }: CollectorDeps): void {
  const payments = new Gauge({
    name: 'hubshelf_payments',
    help: 'Payments recorded, by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      try {
        const rows = await rowsOf<{ status: string; count: number }>(
          db,
          sql`SELECT status, count(*)::int AS count FROM payments GROUP BY status`,
        );
        for (const status of paymentStatus.enumValues) {
          payments.set({ status }, rows.find((r) => r.status === status)?.count ?? 0);
        }
      } catch (err) {
        payments.reset();
        log.warn({ err }, 'metrics: payments not read');
      }
    },
  });
}

/** `hubshelf_db_pool_connections{state}`: in_use, idle and waiting clients of the node-postgres pool. */
function poolGauge(registry: Registry, pool: pg.Pool): void {
  const connections = new Gauge({
    name: 'hubshelf_db_pool_connections',
    help: 'node-postgres pool: connections in use, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      connections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      connections.set({ state: 'idle' }, pool.idleCount);
      connections.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** Registers the scrape-time gauges on `deps.registry`; the pool gauge only when `deps.pool` is set. */
export function registerCollectors(deps: CollectorDeps): void {
  outboxGauges(deps);
  paymentGauge(deps);
  if (deps.pool) poolGauge(deps.registry, deps.pool);
}

/**
 * Scheduled work (ARCHITECTURE §1 jobs/): each job runs every `everyMs` (and once at start when
 * `runAtStart`), never overlapping itself. With PostgreSQL several app instances may run the same
 * schedule: `runExclusive` takes a session advisory lock so only one instance runs a job at a time;
 * the embedded database has a single process, so it needs none.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

export interface Job {
  name: string;
  /** interval between runs, ms */
  everyMs: number;
  runAtStart?: boolean;
  run(app: FastifyInstance): Promise<void>;
}

/** A stable 64-bit advisory-lock key from a job name (as a decimal string for PostgreSQL bigint). */
export function lockKey(name: string): string {
  return createHash('sha256').update(`hubshelf:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `fn` unless another instance holds the lock for `name`; answers whether it ran.
 * PostgreSQL: `pg_try_advisory_lock` on one pooled connection, released afterwards.
 */
export async function runExclusive(
  database: DatabaseHandle,
  name: string,
  fn: () => Promise<void>,
): Promise<boolean> {
  if (!database.pool) {
    await fn();
    return true;
  }
  const client = await database.pool.connect();
  try {
    const key = lockKey(name);
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [key],
    );
    if (!rows[0].locked) return false;
    try {
      await fn();
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    client.release();
  }
}

/** Starts `jobs` on `app`; returns a function that stops the timers and waits for running jobs. */
export function startJobs(app: FastifyInstance, jobs: Job[]): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  const tick = (job: Job) => {
    if (busy.has(job.name)) return;
    busy.add(job.name);
    const p = runExclusive(app.deps.database, job.name, () => job.run(app))
      .catch((err) => app.log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        busy.delete(job.name);
        running.delete(p);
      });
    running.add(p);
  };
  for (const job of jobs) {
    if (job.runAtStart) tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}

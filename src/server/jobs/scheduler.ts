/**
 * Scheduled work (ARCHITECTURE §1 jobs/): each job runs every `everyMs` (and once at start when
 * `runAtStart`), never overlapping itself. With PostgreSQL several app instances may run the same
 * schedule: `runExclusive` takes a session advisory lock so only one instance runs a job at a time;
 * the embedded database has a single process, so it needs none. Within the lock `claimPeriod` records the
 * start in scheduled_job_runs, so a job runs once per period across instances, not once per instance
 * (ADR 0037).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../db/client';

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
  // The lock's connection sits idle while the job runs on others; if the server ends it meanwhile (a
  // restart), the error must not go unheard (an unheard 'error' event ends the process).
  let broken: Error | undefined;
  const onLost = (err: Error) => {
    broken = err;
  };
  client.on('error', onLost);
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
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    client.off('error', onLost);
    // a connection the server ended (or whose unlock failed) is discarded, so its lock dies with it
    client.release(broken);
  }
}

/**
 * Claims this period's run of job `name` (period `everyMs`): true, and the start recorded, when its last
 * start (by any instance) is at least 90% of a period ago, so timers that drift by a few ms between
 * instances do not skip a period; false when another instance already ran it this period.
 */
export async function claimPeriod(db: Db, name: string, everyMs: number): Promise<boolean> {
  const minGapMs = Math.floor(everyMs * 0.9);
  const result = (await db.execute(sql`
    INSERT INTO scheduled_job_runs (name, last_started_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET last_started_at = now()
    WHERE scheduled_job_runs.last_started_at <= now() - ${minGapMs} * interval '1 millisecond'
    RETURNING name`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Starts `jobs` on `app`; returns a function that stops the timers and waits for running jobs.
 * `periodMs`, when given, replaces every job's own period (JOB_PERIOD_MS: fault tests run jobs every
 * few seconds). Each run that goes ahead is logged as `scheduled job run` with the job's name, and counted
 * in `app.metrics` (runs by outcome, last success; ADR 0053); a run that cannot start counts as a failure.
 */
export function startJobs(app: FastifyInstance, jobs: Job[], periodMs?: number): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  const tick = (job: Job) => {
    if (busy.has(job.name)) return;
    busy.add(job.name);
    const everyMs = periodMs ?? job.everyMs;
    const p = runExclusive(app.deps.database, job.name, async () => {
      if (!(await claimPeriod(app.deps.db, job.name, everyMs))) return;
      app.log.info({ job: job.name }, 'scheduled job run');
      await job.run(app);
      app.metrics.jobFinished(job.name, 'success', app.deps.clock.now());
    })
      .catch((err) => {
        app.metrics.jobFinished(job.name, 'failure', app.deps.clock.now());
        app.log.error({ err, job: job.name }, 'scheduled job failed');
      })
      .finally(() => {
        busy.delete(job.name);
        running.delete(p);
      });
    running.add(p);
  };
  for (const job of jobs) {
    if (job.runAtStart) tick(job);
    const timer = setInterval(() => tick(job), periodMs ?? job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}

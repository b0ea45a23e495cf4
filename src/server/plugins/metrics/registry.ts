/**
 * The app's Prometheus metrics (ADR 0053): one prom-client `Registry` per app instance, never the global
 * one, so several apps in one process (tests, the cluster harness) keep their own counts. Node's own
 * metrics (event-loop lag, heap, GC) describe the process, not an app: they are collected once per process
 * in a registry of their own and written before each app's. Names and labels
 * are listed in README.md "Operating Hubshelf"; `route` is always the route pattern (`/api/books/:id`),
 * never the raw URL, so a label's values stay few.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a 5 ms cache hit to a 10 s export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request that matched no route (a 404), so unknown URLs add no label values. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** What a job run ended as, in `hubshelf_job_runs_total{outcome}`. */
export type JobOutcome = 'success' | 'failure';

let processRegistry: Registry | undefined;

/** The process-wide registry of prom-client's default metrics, started on first use. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The metrics the app updates as it works; the database-backed gauges live in ./collectors.ts. */
export interface AppMetrics {
  registry: Registry;
  /** The Prometheus text of the process's and this app's metrics (runs the `collect()` queries). */
  scrape(): Promise<string>;
  /** Counts a finished request; `durationMs` is Fastify's `reply.elapsedTime`. */
  observeRequest(method: string, route: string, statusCode: number, durationMs: number): void;
  /** An SSE stream opened (+1) or closed (-1). */
  streamOpened(): void;
  streamClosed(): void;
  /** A scheduled job's run ended; a success also stamps its last-success time (`at`, a Date). */
  jobFinished(job: string, outcome: JobOutcome, at: Date): void;
}

/** Builds a fresh registry with the app's own metrics; `scrape()` adds the process's. */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const processRegistry = processMetrics();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, in seconds, by method, route pattern and status code.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'hubshelf_rate_limited_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'hubshelf_sse_streams_open',
    help: 'Server-sent event streams open on this instance.',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'hubshelf_job_runs_total',
    help: 'Scheduled job runs on this instance, by job and outcome (success or failure).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'hubshelf_job_last_success_timestamp_seconds',
    help: 'Unix time of the last successful run of each job on this instance.',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    registry,
    scrape: async () => `${await processRegistry.metrics()}\n${await registry.metrics()}`,
    observeRequest(method, route, statusCode, durationMs) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      duration.observe(labels, durationMs / 1000);
      if (statusCode === 429) rateLimited.inc({ route });
    },
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
    jobFinished(job, outcome, at) {
      jobRuns.inc({ job, outcome });
      if (outcome === 'success') jobLastSuccess.set({ job }, at.getTime() / 1000);
    },
  };
}

/**
 * Prometheus metrics (ADR 0053): decorates `app.metrics` (one prom-client registry per app), counts every
 * answered request by method, route pattern and status (and 429s apart), registers the scrape-time gauges
 * (./collectors.ts), and serves `GET /metrics` in the Prometheus text format to loopback callers or a caller
 * with the METRICS_TOKEN bearer token (and which rate-limit store is in use, ADR 0057); anyone else gets 403 `{ message }` (`common:metricsRefused`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { localizedError } from '../../lib/http-error';
import { RATE_LIMIT_STORES } from '../rate-limit';
import { mayReadMetrics } from './access';
import { registerCollectors } from './collectors';
import { createMetrics, UNMATCHED_ROUTE, type AppMetrics } from './registry';

export type { AppMetrics, JobOutcome } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics();
  const { db, database, config } = app.deps;
  registerCollectors({ registry: metrics.registry, db, pool: database.pool, log: app.log });
  app.decorate('metrics', metrics);
  rateLimitStoreGauge(app, metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, config.metricsToken)) throw localizedError(403, 'common:metricsRefused');
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
});

/**
 * `hubshelf_rate_limit_store{store}`: 1 for the store counting sign-in attempts now (redis, postgres or
 * memory; ADR 0057), 0 for the others, read at scrape time.
 */
function rateLimitStoreGauge(app: FastifyInstance, metrics: AppMetrics): void {
  const gauge: Gauge = new Gauge({
    name: 'hubshelf_rate_limit_store',
    help: 'The store counting sign-in attempts: 1 for the one in use (redis, postgres or memory).',
    labelNames: ['store'],
    registers: [metrics.registry],
    collect() {
      const inUse = app.hasDecorator('rateLimitStoreInUse') ? app.rateLimitStoreInUse() : null;
      for (const store of RATE_LIMIT_STORES) gauge.set({ store }, store === inUse ? 1 : 0);
    },
  });
}

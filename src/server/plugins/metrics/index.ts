/**
 * Prometheus metrics (ADR 0053): decorates `app.metrics` (one prom-client registry per app), counts every
 * answered request by method, route pattern and status (and 429s apart), registers the scrape-time gauges
 * (./collectors.ts), and serves `GET /metrics` in the Prometheus text format to loopback callers or a caller
 * with the METRICS_TOKEN bearer token; anyone else gets 403 `{ message }` (`common:metricsRefused`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizedError } from '../../lib/http-error';
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

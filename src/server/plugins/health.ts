/**
 * Probes for a load balancer or orchestrator (ADR 0037):
 * - `GET /healthz` → 200 `{ status: 'ok' }` while the process answers at all (liveness);
 * - `GET /readyz` → 200 `{ status: 'ready' }` when the database answers and has every committed migration,
 *   else 503 `{ message }` (readiness: send no traffic here yet, or for now).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/db-unavailable';
import { appliedMigrationCount, committedMigrationCount } from '../db/migrate';

export const healthPlugin = fp(async (app: FastifyInstance) => {
  const expected = committedMigrationCount();
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      const applied = await appliedMigrationCount(app.deps.database);
      if (applied >= expected) return { status: 'ready' };
      request.log.warn({ applied, expected }, 'not ready: migrations pending');
    } catch (err) {
      request.log.warn({ err }, 'not ready: database unreachable');
    }
    return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});

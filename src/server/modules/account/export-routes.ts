/**
 * HTTP route of 'Download my data' (ADR 0052): POST /api/account/export answers the member's data as one
 * streamed ZIP (application/zip, an attachment named hubshelf-data-YYYY-MM-DD.zip); 401 signed out, 429 after
 * EXPORTS_PER_DAY in a rolling day.
 */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '@/contract/account';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { exportArchive } from './export';

/** Registers POST /api/account/export (signed-in members; the ZIP is streamed, see `exportArchive`). */
export async function accountExportModule(app: FastifyInstance): Promise<void> {
  const { db, files, clock } = app.deps;

  addRoute(app, accountRoutes.exportData, {
    handler: async (req, reply) => {
      const now = clock.now();
      const archive = await exportArchive({ db, files }, currentUser(req), now);
      const fileName = `hubshelf-data-${now.toISOString().slice(0, 10)}.zip`;
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return archive;
    },
  });
}

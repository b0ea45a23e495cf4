/**
 * HTTP route of the downloads (spec 001 §2.18): public, answers the file as an attachment with its
 * content type and name, 404 'Document not found' for any other name.
 */
import type { FastifyInstance } from 'fastify';
import { downloadsRoutes } from '@/contract/downloads';
import { addRoute } from '../../lib/route';
import { localizedError } from '../../lib/http-error';
import { downloadFile } from './service';

export async function downloadsModule(app: FastifyInstance): Promise<void> {
  addRoute(app, downloadsRoutes.get, {
    auth: 'public',
    handler: async (req, reply) => {
      const file = await downloadFile(req.params.file);
      if (!file) throw localizedError(404, 'downloads:notFound');
      await reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.body);
      return undefined;
    },
  });
}

/**
 * HTTP routes of importing a library (ADR 0051), signed-in members only; an import is its uploader's alone
 * (anyone else gets 404). `POST /api/imports` takes the file as the multipart field `file`: over 2 MB is
 * refused 413 while streaming, before anything is parsed.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, importsRoutes } from '@/contract/imports';
import { MAX_IMPORT_BYTES } from '@/domain/imports';
import { requestLanguage } from '../../i18n/request-language';
import { localizedError } from '../../lib/http-error';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { commitImport, createImport, getImport, importLeftovers, matchImport } from './index';

/** The uploaded file's name and bytes: 413 over 2 MB (while streaming), 400 unreadable when no file is sent. */
async function readUpload(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<{ name: string; bytes: Buffer }> {
  let part;
  try {
    part = await req.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } });
  } catch {
    throw localizedError(400, 'imports:unreadable');
  }
  if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw localizedError(400, 'imports:unreadable');
  try {
    return { name: part.filename || 'import', bytes: await part.toBuffer() };
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError)
      throw localizedError(413, 'imports:tooLarge', { vars: { mb: MAX_IMPORT_BYTES / 1024 / 1024 } });
    throw err;
  }
}

/** Registers the import routes on `app` (listed in `modules/index.ts`). */
export async function importsModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  await app.register(multipart);

  addRoute(app, importsRoutes.create, {
    handler: async (req) => {
      const { name, bytes } = await readUpload(app, req);
      return createImport(db, currentUser(req).id, name, bytes, clock.now());
    },
  });
  addRoute(app, importsRoutes.get, {
    handler: async (req) => getImport(db, currentUser(req).id, req.params.id, clock.now()),
  });
  addRoute(app, importsRoutes.match, {
    handler: async (req) => {
      const deps = { db, urls: config.catalogue, now: clock.now(), log: req.log };
      return matchImport(deps, currentUser(req).id, req.params.id);
    },
  });
  addRoute(app, importsRoutes.commit, {
    handler: async (req) => {
      const deps = { db, now: clock.now(), lng: requestLanguage(req), log: req.log };
      return commitImport(deps, currentUser(req).id, req.params.id, req.body.rows);
    },
  });
  addRoute(app, importsRoutes.leftovers, {
    handler: async (req, reply) => {
      const file = await importLeftovers(db, currentUser(req).id, req.params.id, clock.now());
      await reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
      return undefined;
    },
  });
}

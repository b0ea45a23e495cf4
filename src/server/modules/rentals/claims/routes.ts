/**
 * HTTP routes of condition photos and deposit claims (docs/decisions/0035-deposit-claims-and-photos.md).
 * All signed in; the admin list and decision are for administrators. A photo upload is multipart: the
 * `stage` field first, then the `photo` file, capped at 8 MB while streaming (413 beyond).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_STAGE_FIELD, claimsRoutes as routes } from '@/contract/claims';
import { RENTAL_PHOTO_STAGES } from '@/domain/claims';
import { addRoute } from '../../../lib/route';
import { localizedError } from '../../../lib/http-error';
import { currentUser } from '../../../plugins/session';
import { acceptClaim, decideClaim, disputeClaim } from './claim-settle';
import { getClaim, listClaims, rentalClaim } from './claims';
import { addPhoto, assertPhotoParty, listPhotos, photoFile } from './photos';
import { requestLanguage } from '../../../i18n/request-language';
import { t } from '../../../i18n/t';

type Stage = (typeof RENTAL_PHOTO_STAGES)[number];

/** The upload's stage and bytes: 400 without a stage before the file or without a file, 413 over 8 MB. */
async function readPhoto(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ stage: Stage; data: Buffer }> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw localizedError(400, 'rentals:claims.photoNotImage');
  }
  if (!part || part.fieldname !== PHOTO_FIELD) throw localizedError(400, 'rentals:claims.photoNotImage');
  const field = part.fields[PHOTO_STAGE_FIELD];
  const stage = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
  if (!(RENTAL_PHOTO_STAGES as readonly string[]).includes(stage)) {
    part.file.resume();
    throw localizedError(400, 'rentals:claims.photoStage');
  }
  try {
    return { stage: stage as Stage, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError)
      throw localizedError(413, 'rentals:claims.photoTooLarge');
    throw err;
  }
}

export async function rentalClaimRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await app.register(multipart);
  const caller = (req: FastifyRequest) => {
    const u = currentUser(req);
    return { id: u.id, isAdmin: u.isAdmin };
  };
  addRoute(app, routes.listPhotos, {
    handler: async (req) => listPhotos(deps.db, caller(req), req.params.id),
  });
  addRoute(app, routes.addPhoto, {
    storesFiles: true,
    bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req) => {
      await assertPhotoParty(deps.db, currentUser(req).id, req.params.id);
      const { stage, data } = await readPhoto(app, req);
      return addPhoto(deps, currentUser(req).id, req.params.id, stage, data);
    },
  });
  addRoute(app, routes.photo, {
    handler: async (req, reply) => {
      const file = await photoFile(deps, caller(req), req.params.id, req.params.photoId);
      await reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  });
  addRoute(app, routes.rentalClaim, {
    handler: async (req) => rentalClaim(deps.db, caller(req), req.params.id),
  });
  addRoute(app, routes.get, { handler: async (req) => getClaim(deps.db, caller(req), req.params.id) });
  addRoute(app, routes.accept, {
    handler: async (req) => ({
      message: t('rentals:claims.accepted', {}, requestLanguage(req)),
      ...(await acceptClaim(deps, currentUser(req).id, req.params.id)),
    }),
  });
  addRoute(app, routes.dispute, {
    handler: async (req) => ({
      message: t('rentals:claims.disputed', {}, requestLanguage(req)),
      ...(await disputeClaim(deps, currentUser(req).id, req.params.id, req.body.reply)),
    }),
  });
  addRoute(app, routes.adminList, {
    auth: 'admin',
    handler: async (req) => listClaims(deps.db, req.query.status),
  });
  addRoute(app, routes.decide, {
    auth: 'admin',
    handler: async (req) => ({
      message: t('rentals:claims.decided', {}, requestLanguage(req)),
      ...(await decideClaim(deps, currentUser(req).id, req.params.id, req.body)),
    }),
  });
}

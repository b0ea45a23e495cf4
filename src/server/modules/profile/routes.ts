/**
 * HTTP routes of the profile area (spec 001 §7 user calls; ADR docs/decisions/0020-profile-account-and-storage.md):
 * tiles, school and company lists, the profile and address forms, password change (rate limited like
 * sign-in, ADR 0007) and the avatar upload (multipart field `profilePicture`, 5 MB enforced while streaming).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, profileRoutes } from '@/contract/profile';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { localizedError } from '../../lib/http-error';
import { authRateLimit } from '../../plugins/rate-limit';
import { currentUser, hashToken, SESSION_COOKIE } from '../../plugins/session';
import { toSessionUser } from '../auth';
import { sendAccountMail } from '../notices';
import {
  changePassword,
  profileOptions,
  replaceProfilePicture,
  updateAddress,
  updateProfile,
  userStats,
} from './index';

/** The uploaded avatar's bytes: 413 over 5 MB (checked while streaming), 400 when no file is sent. */
async function readAvatar(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw localizedError(400, 'profile:notAnImage');
  }
  if (!part || part.fieldname !== AVATAR_FIELD) throw localizedError(400, 'profile:notAnImage');
  try {
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw localizedError(413, 'profile:imageTooLarge');
    }
    throw err;
  }
}

/** Registers the profile routes on `app` (listed in `modules/index.ts`). */
export async function profileModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  await app.register(multipart);

  addRoute(app, profileRoutes.stats, {
    handler: async (request) => userStats(db, currentUser(request).id),
  });

  addRoute(app, profileRoutes.options, {
    handler: async (request) => profileOptions(db, currentUser(request).city),
  });

  addRoute(app, profileRoutes.update, {
    handler: async (request) => {
      const row = await updateProfile(db, currentUser(request).id, request.body, clock.now());
      return toSessionUser(db, row, config.adminEmails);
    },
  });

  addRoute(app, profileRoutes.address, {
    handler: async (request) => {
      const row = await updateAddress(
        db,
        currentUser(request).id,
        request.body,
        clock.now(),
        app.deps.offeredLanguages,
      );
      return toSessionUser(db, row, config.adminEmails);
    },
  });

  addRoute(app, profileRoutes.password, {
    config: authRateLimit(app, 'member', 'common:rateLimit.changePassword'),
    handler: async (request) => {
      const { currentPassword, newPassword } = request.body;
      const sessionId = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      await changePassword(db, currentUser(request), sessionId, currentPassword, newPassword, clock.now());
      await sendAccountMail(app.deps, currentUser(request), 'password_changed');
      return { message: t('profile:passwordUpdated', {}, requestLanguage(request)) };
    },
  });

  addRoute(app, profileRoutes.picture, {
    storesFiles: true,
    handler: async (request) => {
      const user = currentUser(request);
      const upload = await readAvatar(app, request);
      const deps = { db, files: app.deps.files, log: request.log };
      return { profilePicture: await replaceProfilePicture(deps, user.id, upload, clock.now()) };
    },
  });
}

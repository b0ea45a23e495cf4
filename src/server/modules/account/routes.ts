/**
 * HTTP routes of account deletion (ADR 0052): GET/POST/DELETE /api/account/deletion for the signed-in
 * member (status, ask, cancel; asking is limited to AUTH_RATE_LIMIT a minute per member, as it checks the
 * password) and the public POST /api/account/deletion/cancel of the mailed link.
 * 'Download my data' has its own module (`export-routes.ts`, registered as `accountExportModule`).
 */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '@/contract/account';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { authRateLimit } from '../../plugins/rate-limit';
import { currentUser, SESSION_COOKIE } from '../../plugins/session';
import { cancelDeletionByLink, cancelPendingDeletion, deletionStatus, requestDeletion } from './deletion';

/** Registers the deletion routes on `app` (listed in `modules/index.ts`). */
export async function accountModule(app: FastifyInstance): Promise<void> {
  const { db, clock, mailer, config } = app.deps;

  addRoute(app, accountRoutes.deletion, {
    handler: async (req) => deletionStatus(db, currentUser(req), requestLanguage(req)),
  });

  addRoute(app, accountRoutes.requestDeletion, {
    // the password is checked here: limited per member like a password change (ADR 0020)
    config: authRateLimit(app, 'member', 'account:deletion.tooManyAttempts'),
    handler: async (req) =>
      requestDeletion(
        { db, mailer, config, now: clock.now() },
        currentUser(req),
        { sessionToken: req.cookies[SESSION_COOKIE], password: req.body.password },
        requestLanguage(req),
      ),
  });

  addRoute(app, accountRoutes.cancelDeletion, {
    handler: async (req) => {
      const cancelled = await cancelPendingDeletion(db, currentUser(req).id, clock.now(), 'profile');
      const key = cancelled ? 'account:deletion.cancelled' : 'account:deletion.nothingToCancel';
      return { message: t(key, {}, requestLanguage(req)) };
    },
  });

  addRoute(app, accountRoutes.cancelDeletionByLink, {
    auth: 'public',
    handler: async (req) => {
      await cancelDeletionByLink(db, req.body.token, clock.now());
      return { message: t('account:deletion.cancelled', {}, requestLanguage(req)) };
    },
  });
}

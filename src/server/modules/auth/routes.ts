/**
 * HTTP routes of the auth area (spec 000 §7 Auth; ADR 0006, ADR 0007): register, login, logout, me,
 * forgot-password, reset-password, plus Google sign-in (`google-routes.ts`). Sign-in, sign-up and
 * reset requests are rate limited per client (`plugins/rate-limit.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@/contract/auth';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { authRateLimit } from '../../plugins/rate-limit';
import { googleRoutes } from './google-routes';
import { sendAccountMail } from '../notices';
import { requestPasswordReset, resetPassword } from './password-reset';
import { authenticate, registerMember, toSessionUser } from './service';
import { endSession, startSession } from './sign-in';

export const LOGGED_OUT = t('auth:signIn.loggedOut');

/** Registers the auth routes on `app` (listed in `modules/index.ts`). */
export async function authModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;

  addRoute(app, authRoutes.register, {
    auth: 'public',
    config: authRateLimit(app, 'ip', 'common:rateLimit.register'),
    handler: async (request) =>
      toSessionUser(
        db,
        await registerMember(db, request.body, clock.now(), requestLanguage(request)),
        config.adminEmails,
      ),
  });

  addRoute(app, authRoutes.login, {
    auth: 'public',
    config: authRateLimit(app, 'ip-and-email', 'common:rateLimit.login'),
    handler: async (request, reply) => {
      const user = await authenticate(db, request.body.email, request.body.password);
      await startSession(app, request, reply, user.id);
      return toSessionUser(db, user, config.adminEmails);
    },
  });

  addRoute(app, authRoutes.logout, {
    auth: 'public',
    handler: async (request, reply) => {
      await endSession(app, request, reply);
      return { message: t('auth:signIn.loggedOut', {}, requestLanguage(request)) };
    },
  });

  addRoute(app, authRoutes.me, {
    handler: async (request) => toSessionUser(db, currentUser(request), config.adminEmails),
  });

  addRoute(app, authRoutes.forgotPassword, {
    auth: 'public',
    config: authRateLimit(app, 'ip', 'common:rateLimit.forgotPassword'),
    handler: async (request) => {
      await requestPasswordReset(
        { db, mailer: app.deps.mailer, now: clock.now(), publicUrl: config.publicUrl },
        request.body.email,
      );
      return { message: t('auth:reset.forgotAnswer', {}, requestLanguage(request)) };
    },
  });

  addRoute(app, authRoutes.resetPassword, {
    auth: 'public',
    handler: async (request, reply) => {
      const member = await resetPassword(db, clock.now(), request.body.token, request.body.password);
      await sendAccountMail(app.deps, member, 'password_changed');
      await endSession(app, request, reply);
      return { message: t('auth:reset.done', {}, requestLanguage(request)) };
    },
  });

  await googleRoutes(app);
}

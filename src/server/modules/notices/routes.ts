/**
 * HTTP routes of notice preferences and unsubscribe (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * GET/PUT /api/user/notification-preferences (signed in); GET /api/unsubscribe/:token (public page, turns the
 * category's mail off, `?undo=1` back on) and POST of the same path (public one-click, RFC 8058), answered in
 * the link's member's language; an invalid token answers 404 in the request's language (ADR 0042). In development and test, /dev/mail/:type previews each mail (./preview.ts).
 * Administrators list failed mail and queue one again (docs/decisions/0056-mail-faults.md).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { failedMailRoutes } from '@/contract/failed-mail';
import { noticesRoutes as routes } from '@/contract/notices';
import { addRoute } from '../../lib/route';
import { localizedError } from '../../lib/http-error';
import { memberLanguages } from '../../i18n/member-language';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { currentUser } from '../../plugins/session';
import { listFailedMail, retryFailedMail } from './failed-mail';
import { getPreferences, savePreferences, setMail } from './preferences';
import { mailPreviewRoute } from './preview';
import { invalidLinkPage, unsubscribeAnswer, unsubscribedSentence } from './unsubscribe-page';
import { readUnsubscribeToken } from './unsubscribe-token';

export async function noticesModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  /** The link's member reads the page in their `preferredLanguage` (English when none is saved). */
  const memberLanguage = async (userId: number) =>
    (await memberLanguages(db, [userId])).get(userId) ?? DEFAULT_LANGUAGE;

  addRoute(app, routes.get, { handler: async (req) => getPreferences(db, currentUser(req).id) });
  addRoute(app, routes.save, {
    handler: async (req) => savePreferences(db, currentUser(req).id, req.body, clock.now()),
  });
  addRoute(app, routes.unsubscribePage, {
    auth: 'public',
    handler: async (req, reply) => {
      const who = readUnsubscribeToken(config.sessionSecret, req.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!who) {
        await reply.code(404).send(invalidLinkPage(requestLanguage(req)));
        return undefined as never;
      }
      const undo = req.query.undo === '1';
      await setMail(db, who.userId, who.category, undo, clock.now());
      const undoHref = `/api/unsubscribe/${encodeURIComponent(req.params.token)}?undo=1`;
      const lng = await memberLanguage(who.userId);
      await reply.send(unsubscribeAnswer(who.category, undo, undoHref, lng));
      return undefined as never;
    },
  });
  addRoute(app, routes.unsubscribe, {
    auth: 'public',
    handler: async (req) => {
      const who = readUnsubscribeToken(config.sessionSecret, req.params.token);
      if (!who) throw localizedError(404, 'notices:unsubscribePage.invalidLink');
      await setMail(db, who.userId, who.category, false, clock.now());
      return { message: unsubscribedSentence(who.category, await memberLanguage(who.userId)) };
    },
  });
  addRoute(app, failedMailRoutes.list, { auth: 'admin', handler: async () => listFailedMail(db) });
  addRoute(app, failedMailRoutes.retry, {
    auth: 'admin',
    handler: async (req) => {
      await retryFailedMail(db, req.params.id, clock.now());
      return { message: t('notices:failedMail.queued', {}, requestLanguage(req)) };
    },
  });
  if (config.env !== 'production') mailPreviewRoute(app);
}

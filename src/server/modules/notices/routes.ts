/**
 * HTTP routes of notice preferences and unsubscribe (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * GET/PUT /api/user/notification-preferences (signed in); GET /api/unsubscribe/:token (public page, turns the
 * category's mail off, `?undo=1` back on) and POST of the same path (public one-click, RFC 8058). An invalid
 * token answers 404. In development and test, /dev/mail/:type previews each mail (./preview.ts).
 */
import type { FastifyInstance } from 'fastify';
import { CATEGORY_LABELS } from '@/domain/notices';
import { NOTICE_PREFS_TEXT, noticesRoutes as routes } from '@/contract/notices';
import { addRoute } from '../../lib/route';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/session';
import { getPreferences, savePreferences, setMail } from './preferences';
import { mailPreviewRoute } from './preview';
import { unsubscribeAnswer, unsubscribePage } from './unsubscribe-page';
import { readUnsubscribeToken } from './unsubscribe-token';

export async function noticesModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;

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
        await reply
          .code(404)
          .send(
            unsubscribePage(NOTICE_PREFS_TEXT.invalidLink, '', [
              { label: NOTICE_PREFS_TEXT.openApp, href: '/' },
            ]),
          );
        return undefined as never;
      }
      const undo = req.query.undo === '1';
      await setMail(db, who.userId, who.category, undo, clock.now());
      const undoHref = `/api/unsubscribe/${encodeURIComponent(req.params.token)}?undo=1`;
      await reply.send(unsubscribeAnswer(CATEGORY_LABELS[who.category].noun, undo, undoHref));
      return undefined as never;
    },
  });
  addRoute(app, routes.unsubscribe, {
    auth: 'public',
    handler: async (req) => {
      const who = readUnsubscribeToken(config.sessionSecret, req.params.token);
      if (!who) throw notFound(NOTICE_PREFS_TEXT.invalidLink);
      await setMail(db, who.userId, who.category, false, clock.now());
      return { message: NOTICE_PREFS_TEXT.unsubscribed(CATEGORY_LABELS[who.category].noun) };
    },
  });
  if (config.env !== 'production') mailPreviewRoute(app);
}

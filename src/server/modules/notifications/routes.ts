/**
 * HTTP routes of notifications (spec 002 §2.2, §7): the member's list, mark-read (own only, 404
 * otherwise) and the live unread-count stream (./stream.ts). respond-society is a hub review and is
 * registered by the hubs module (modules/hubs/routes.ts), which uses this module's service.
 */
import type { FastifyInstance } from 'fastify';
import { notificationsRoutes } from '@/contract/notifications';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { listNotifications, markRead, toNotificationBody } from './service';
import { notificationsStream } from './stream';

export async function notificationsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await notificationsStream(app);

  addRoute(app, notificationsRoutes.list, {
    handler: async (req) => (await listNotifications(db, currentUser(req).id)).map(toNotificationBody),
  });
  addRoute(app, notificationsRoutes.markRead, {
    handler: async (req) => {
      await markRead(db, currentUser(req).id, req.params.id);
      return { message: t('notifications:marked', {}, requestLanguage(req)) };
    },
  });
}

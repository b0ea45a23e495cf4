/**
 * HTTP routes of Web Push (docs/decisions/0040-push-icons-offline-actions.md): the public VAPID key, and
 * saving or removing the signed-in member's browser subscription. Every call needs a signed-in member.
 */
import type { FastifyInstance } from 'fastify';
import { pushRoutes } from '@/contract/push';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { removePushSubscription, savePushSubscription } from './service';

export async function pushModule(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.deps;

  addRoute(app, pushRoutes.publicKey, { handler: async () => ({ publicKey: config.vapid.publicKey }) });
  addRoute(app, pushRoutes.subscribe, {
    handler: async (req) =>
      savePushSubscription(
        db,
        config,
        currentUser(req).id,
        req.body,
        req.headers['user-agent'],
        clock.now(),
      ).then(() => ({ message: t('push:subscribed', {}, requestLanguage(req)) })),
  });
  addRoute(app, pushRoutes.unsubscribe, {
    handler: async (req) => {
      await removePushSubscription(db, currentUser(req).id, req.body.endpoint);
      return { message: t('push:unsubscribed', {}, requestLanguage(req)) };
    },
  });
}

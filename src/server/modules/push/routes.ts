/**
 * HTTP routes of Web Push (docs/decisions/0040-push-icons-offline-actions.md): the public VAPID key, and
 * saving or removing the signed-in member's browser subscription. Every call needs a signed-in member.
 */
import type { FastifyInstance } from 'fastify';
import { pushRoutes } from '@/contract/push';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { removePushSubscription, savePushSubscription } from './service';

export async function pushModule(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.deps;

  addRoute(app, pushRoutes.publicKey, { handler: async () => ({ publicKey: config.vapid.publicKey }) });
  addRoute(app, pushRoutes.subscribe, {
    handler: async (req) =>
      savePushSubscription(db, config, currentUser(req).id, req.body, req.headers['user-agent'], clock.now()),
  });
  addRoute(app, pushRoutes.unsubscribe, {
    handler: async (req) => removePushSubscription(db, currentUser(req).id, req.body.endpoint),
  });
}

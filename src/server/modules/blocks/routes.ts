/**
 * HTTP routes of blocking (ADR 0050): PUT/DELETE /api/blocks/:id answer `{ message }`, GET /api/blocks
 * lists whom the caller blocked. Signed-in members only.
 */
import type { FastifyInstance } from 'fastify';
import { blocksRoutes } from '@/contract/blocks';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { blockMember, listBlocked, unblockMember } from './service';

export async function blocksModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, blocksRoutes.list, {
    handler: async (req) => listBlocked(db, currentUser(req).id),
  });
  addRoute(app, blocksRoutes.block, {
    handler: async (req) => {
      await blockMember(db, currentUser(req).id, req.params.id, clock.now());
      return { message: t('blocks:blocked', {}, requestLanguage(req)) };
    },
  });
  addRoute(app, blocksRoutes.unblock, {
    handler: async (req) => {
      await unblockMember(db, currentUser(req).id, req.params.id);
      return { message: t('blocks:unblocked', {}, requestLanguage(req)) };
    },
  });
}

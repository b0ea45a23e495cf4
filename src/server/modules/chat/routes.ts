/**
 * HTTP routes of hub chat (spec 001 §2.16, §7 "GET/POST /api/societies/{id}/messages"; ADR
 * docs/decisions/0019-hub-chat.md): history pages (`X-Has-More`), sending, read markers and unread counts.
 * The live `event: chat` rides on the notification stream (./live.ts).
 */
import type { FastifyInstance } from 'fastify';
import { chatRoutes, HAS_MORE_HEADER } from '@/contract/chat';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { chatLive } from './live';
import { listMessages, markChatRead, sendMessage, unreadCounts } from './index';

export async function chatModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  await chatLive(app);

  addRoute(app, chatRoutes.list, {
    handler: async (req, reply) => {
      const page = await listMessages(db, currentUser(req).id, req.params.id, req.query);
      reply.header('cache-control', 'no-store');
      if (page.hasMore) reply.header(HAS_MORE_HEADER, 'true');
      return page.messages;
    },
  });
  addRoute(app, chatRoutes.send, {
    status: 201,
    handler: async (req) => sendMessage(db, currentUser(req).id, req.params.id, req.body, clock.now()),
  });
  addRoute(app, chatRoutes.markRead, {
    handler: async (req) => {
      await markChatRead(db, currentUser(req).id, req.params.id, req.body.lastMessageId);
      return { message: t('chat:marked', {}, requestLanguage(req)) };
    },
  });
  addRoute(app, chatRoutes.unread, {
    handler: async (req) => unreadCounts(db, currentUser(req).id),
  });
}

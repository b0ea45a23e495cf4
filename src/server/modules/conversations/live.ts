/**
 * Live conversations on the shared event stream (ADR 0050; hub chat's pattern in ../chat/live.ts). Each
 * instance LISTENs on CONVERSATION_CHANNEL; for a `{conversationId}:{messageId}` payload it sends
 * `event: conversation` (contract CONVERSATION_EVENT) with the message as data, worded in each member's
 * language, to its open streams of the conversation's two members. The event carries no `id:` (the stream's
 * event ids are hub chat's replay cursor); a page that reconnects fetches the messages after the last one it
 * holds (`?after=`), so nothing needs replaying here.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONVERSATION_EVENT, type ConversationMessage } from '@/contract/conversations';
import type { Language } from '@/domain/languages';
import { conversations } from '../../db/schema';
import { memberLanguages } from '../../i18n/member-language';
import { listenChannel } from '../../lib/pg-listen';
import { liveStream } from '../notifications';
import { messageById } from './present';
import { CONVERSATION_CHANNEL } from './send-message';

/** Sends message `messageId` of `conversationId` to this instance's open streams of its two members. */
async function fanOut(app: FastifyInstance, conversationId: number, messageId: number): Promise<void> {
  const { db } = app.deps;
  const clients = [...liveStream(app).clients];
  if (clients.length === 0) return;
  const [c] = await db
    .select({ memberId: conversations.memberId, ownerId: conversations.ownerId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!c) return;
  const members = new Set([c.memberId, c.ownerId]);
  const listening = clients.filter((client) => members.has(client.userId));
  if (listening.length === 0) return;
  const languages = await memberLanguages(db, [...members]);
  const worded = new Map<Language, ConversationMessage | null>();
  for (const client of listening) {
    const lng = languages.get(client.userId) ?? 'en';
    if (!worded.has(lng)) worded.set(lng, await messageById(db, messageId, lng));
    const message = worded.get(lng);
    if (message) client.send(CONVERSATION_EVENT, message);
  }
}

/** Starts this app's conversation listener. */
export async function conversationsLive(app: FastifyInstance): Promise<void> {
  const stop = await listenChannel(
    app.deps.database,
    CONVERSATION_CHANNEL,
    (payload) => {
      const [conversationId, messageId] = (payload ?? '').split(':').map(Number);
      if (!Number.isInteger(conversationId) || !Number.isInteger(messageId)) return;
      fanOut(app, conversationId!, messageId!).catch((err: unknown) =>
        app.log.warn({ err }, 'conversation fan-out failed'),
      );
    },
    { onError: (err) => app.log.warn({ err }, 'conversation listener connection lost') },
  );
  app.addHook('onClose', stop);
}

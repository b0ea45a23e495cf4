/**
 * Live chat on the shared event stream (ARCHITECTURE §3 "Real time"; ADR docs/decisions/0019-hub-chat.md).
 * Each instance LISTENs on CHAT_CHANNEL; for a `{hubId}:{messageId}` payload it loads the message once and
 * sends `event: chat` (`id:` the message id) to its open streams whose member is an active member of the
 * hub at that moment. A stream that reconnects with `Last-Event-ID` gets the member's messages after that
 * id (up to REPLAY_MAX; beyond that one `event: chat-reset` so rooms refetch); a first connection gets
 * only the newest message id, so a later reconnect knows where it stopped.
 */
import type { FastifyInstance } from 'fastify';
import { max } from 'drizzle-orm';
import { CHAT_EVENT, CHAT_RESET_EVENT } from '@/contract/chat';
import { REPLAY_MAX } from '@/domain/chat';
import type { Db } from '../../db/client';
import { hubMessages } from '../../db/schema';
import { listenChannel } from '../../lib/pg-listen';
import { liveStream, onStreamConnect, type StreamClient } from '../notifications/service';
import { CHAT_CHANNEL } from './send';
import { membersAmong, messageById, messagesSince } from './messages';

async function newestId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(hubMessages.id) }).from(hubMessages);
  return row?.id ?? 0;
}

/** Sends message `messageId` of hub `hubId` to the open streams of the hub's current members. */
async function fanOut(app: FastifyInstance, hubId: number, messageId: number): Promise<void> {
  const { db } = app.deps;
  const clients = [...liveStream(app).clients];
  if (clients.length === 0) return;
  const members = await membersAmong(db, hubId, [...new Set(clients.map((c) => c.userId))]);
  if (members.size === 0) return;
  const message = await messageById(db, messageId);
  if (!message) return;
  for (const client of clients) {
    if (members.has(client.userId)) client.send(CHAT_EVENT, message, message.id);
  }
}

/** Replays what `client` missed since its `Last-Event-ID`, or marks where a first connection starts. */
async function replay(db: Db, client: StreamClient): Promise<void> {
  const after = Number(client.lastEventId);
  if (client.lastEventId === undefined || !Number.isInteger(after) || after < 0) {
    client.sendId(await newestId(db));
    return;
  }
  const missed = await messagesSince(db, client.userId, after, REPLAY_MAX + 1);
  if (missed.length > REPLAY_MAX) {
    client.send(CHAT_RESET_EVENT, {}, await newestId(db));
    return;
  }
  for (const message of missed) client.send(CHAT_EVENT, message, message.id);
}

/** Starts the chat listener and the reconnect replay of this app. */
export async function chatLive(app: FastifyInstance): Promise<void> {
  const { db, database } = app.deps;
  const stop = await listenChannel(
    database,
    CHAT_CHANNEL,
    (payload) => {
      const [hubId, messageId] = (payload ?? '').split(':').map(Number);
      if (!Number.isInteger(hubId) || !Number.isInteger(messageId)) return;
      fanOut(app, hubId!, messageId!).catch((err: unknown) => app.log.warn({ err }, 'chat fan-out failed'));
    },
    {
      onError: (err) => app.log.warn({ err }, 'chat listener connection lost'),
      // Messages sent while deaf: tell open rooms to refetch.
      onReconnect: () => {
        newestId(db).then(
          (id) => liveStream(app).clients.forEach((c) => c.send(CHAT_RESET_EVENT, {}, id)),
          (err: unknown) => app.log.warn({ err }, 'chat reset after reconnect failed'),
        );
      },
    },
  );
  app.addHook('onClose', stop);
  onStreamConnect(app, (client) => replay(db, client));
}

/**
 * Live chat on the shared event stream (ARCHITECTURE §3 "Real time"; ADR docs/decisions/0019-hub-chat.md).
 * Each instance LISTENs on CHAT_CHANNEL; for a `{hubId}:{messageId}` payload it loads the message once and
 * sends `event: chat` (`id:` the message id) to its open streams whose member is an active member of the
 * hub at that moment. A stream that reconnects with `Last-Event-ID` gets the member's messages after that
 * id (up to REPLAY_MAX; beyond that one `event: chat-reset` so rooms refetch); a first connection gets
 * only the newest message id, so a later reconnect knows where it stopped. When this instance's LISTEN
 * connection comes back after a drop, each open stream gets the messages after the last one it was sent
 * the same way (ADR 0037); a message reaches a stream once even when fan-out and replay both carry it.
 */
import type { FastifyInstance } from 'fastify';
import { max } from 'drizzle-orm';
import { CHAT_EVENT, CHAT_RESET_EVENT, type ChatMessage } from '@/contract/chat';
import { REPLAY_MAX } from '@/domain/chat';
import type { Db } from '../../db/client';
import { hubMessages } from '../../db/schema';
import { listenChannel } from '../../lib/pg-listen';
import { liveStream, onStreamConnect, type StreamClient } from '../notifications';
import { CHAT_CHANNEL } from './send';
import { collapsedForBlocker, membersAmong, messageById, messagesSince } from './messages';
import { blocksAround } from '../blocks';

/** What each open stream was last sent: the highest chat id, and the ids sent lately (to skip repeats). */
interface Sent {
  lastId: number;
  recent: Set<number>;
}
const sentTo = new WeakMap<StreamClient, Sent>();
/** How many recent ids a stream remembers (messages arrive out of id order only within a few commits). */
const RECENT_IDS = 200;

function sentState(client: StreamClient): Sent {
  let sent = sentTo.get(client);
  if (!sent) {
    sent = { lastId: 0, recent: new Set() };
    sentTo.set(client, sent);
  }
  return sent;
}

/** Sends `message` to `client` unless it was sent already. */
function sendOnce(client: StreamClient, message: ChatMessage): void {
  const sent = sentState(client);
  if (sent.recent.has(message.id)) return;
  sent.recent.add(message.id);
  if (sent.recent.size > RECENT_IDS) sent.recent.delete(sent.recent.values().next().value!);
  sent.lastId = Math.max(sent.lastId, message.id);
  client.send(CHAT_EVENT, message, message.id);
}

/** Sends the messages after `afterId` to `client`, or one chat-reset when there are more than REPLAY_MAX. */
async function sendSince(db: Db, client: StreamClient, afterId: number): Promise<void> {
  const missed = await messagesSince(db, client.userId, afterId, REPLAY_MAX + 1);
  if (missed.length > REPLAY_MAX) {
    const id = await newestId(db);
    sentState(client).lastId = id;
    client.send(CHAT_RESET_EVENT, {}, id);
    return;
  }
  for (const message of missed) sendOnce(client, message);
}

async function newestId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(hubMessages.id) }).from(hubMessages);
  return row?.id ?? 0;
}

/**
 * Sends message `messageId` of hub `hubId` to the open streams of the hub's current members: collapsed to
 * those who blocked the sender, and not at all to those the sender blocked (ADR 0050).
 */
async function fanOut(app: FastifyInstance, hubId: number, messageId: number): Promise<void> {
  const { db } = app.deps;
  const clients = [...liveStream(app).clients];
  if (clients.length === 0) return;
  const members = await membersAmong(db, hubId, [...new Set(clients.map((c) => c.userId))]);
  if (members.size === 0) return;
  const message = await messageById(db, messageId);
  if (!message) return;
  const senderId = message.sender_id;
  const blocks =
    senderId === null
      ? null
      : await blocksAround(
          db,
          senderId,
          [...members].filter((id) => id !== senderId),
        );
  for (const client of clients) {
    if (!members.has(client.userId) || blocks?.blocked.has(client.userId)) continue;
    sendOnce(client, blocks?.blockedBy.has(client.userId) ? collapsedForBlocker(message) : message);
  }
}

/** Replays what `client` missed since its `Last-Event-ID`, or marks where a first connection starts. */
async function replay(db: Db, client: StreamClient): Promise<void> {
  const after = Number(client.lastEventId);
  if (client.lastEventId === undefined || !Number.isInteger(after) || after < 0) {
    const id = await newestId(db);
    sentState(client).lastId = Math.max(sentState(client).lastId, id);
    client.sendId(id);
    return;
  }
  sentState(client).lastId = Math.max(sentState(client).lastId, after);
  await sendSince(db, client, after);
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
      // Messages sent while deaf: replay them to each open stream from what it was last sent.
      onReconnect: () => {
        for (const client of liveStream(app).clients) {
          sendSince(db, client, sentState(client).lastId).catch((err: unknown) =>
            app.log.warn({ err }, 'chat replay after reconnect failed'),
          );
        }
      },
    },
  );
  app.addHook('onClose', stop);
  onStreamConnect(app, (client) => replay(db, client));
}

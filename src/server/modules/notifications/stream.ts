/**
 * The live stream (ARCHITECTURE §3, spec 001 §2.15 bell; ADR docs/decisions/0019-hub-chat.md):
 * `GET /api/notifications/stream` is a server-sent event stream that sends `event: notification` with
 * `data: {"unread": N}` on connect and whenever the member's notifications change, plus a comment
 * heartbeat every 25 s. Changes arrive from every instance through PostgreSQL LISTEN/NOTIFY on
 * NOTIFICATIONS_CHANNEL (payload: the user id); the listener re-LISTENs after its connection drops and then
 * refreshes every open stream. Other modules send their events on the same stream (./live.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listenChannel } from '../../lib/pg-listen';
import { currentUser, requireUser } from '../../plugins/session';
import { liveStream, type StreamClient } from './live';
import { countUnread, NOTIFICATIONS_CHANNEL } from './service';

/** Milliseconds between heartbeat comments (keeps proxies from closing an idle stream). */
export const HEARTBEAT_MS = 25_000;

/**
 * The `retry:` hint (ms) written as the last block of a stream this instance ends at shutdown: the browser
 * reconnects after it, through the load balancer to another instance, with its `Last-Event-ID` (ADR 0037).
 */
export const SHUTDOWN_RETRY_MS = 1_000;

type Listener = () => void;

/** Registers the stream route and the change listener. */
export async function notificationsStream(app: FastifyInstance): Promise<void> {
  const { db, database } = app.deps;
  const live = liveStream(app);
  const subscribers = new Map<number, Set<Listener>>();
  const open = new Set<FastifyReply['raw']>();
  const stop = await listenChannel(
    database,
    NOTIFICATIONS_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) subscribers.get(userId)?.forEach((fn) => fn());
    },
    {
      onError: (err) => app.log.warn({ err }, 'notifications listener connection lost'),
      // Changes made while deaf are unknown: refresh every open stream.
      onReconnect: () => subscribers.forEach((set) => set.forEach((fn) => fn())),
    },
  );
  app.addHook('onClose', stop);
  // Open streams never go idle, so end them before the server waits for its connections to close,
  // telling the browser when to come back (to another instance).
  app.addHook('preClose', async () => {
    for (const res of open) res.end(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
  });

  app.get(
    '/api/notifications/stream',
    { preValidation: requireUser },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const userId = currentUser(req).id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(res);
      app.metrics.streamOpened();
      let closed = false;
      // Writing after the stream ended (app shutdown, a late count) would emit an error: skip it.
      const write = (chunk: string) => {
        if (!closed && !res.writableEnded) res.write(chunk);
      };
      const lastEventId = req.headers['last-event-id'];
      const client: StreamClient = {
        userId,
        lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
        send: (event, data, id) =>
          write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`),
        sendId: (id) => write(`id: ${id}\n\n`),
      };
      const send = async () => {
        client.send('notification', { unread: await countUnread(db, userId) });
      };
      const push: Listener = () => {
        send().catch((err: unknown) => req.log.warn({ err }, 'notification stream update failed'));
      };
      const set = subscribers.get(userId) ?? new Set<Listener>();
      subscribers.set(userId, set);
      set.add(push);
      live.clients.add(client);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        closed = true;
        open.delete(res);
        app.metrics.streamClosed();
        live.clients.delete(client);
        clearInterval(heartbeat);
        set.delete(push);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      });
      // The bell count is the first event of every stream; the other modules' connect work (the chat
      // replay) follows it.
      void send()
        .catch((err: unknown) => req.log.warn({ err }, 'notification stream update failed'))
        .then(() => {
          for (const handler of live.connectHandlers) {
            handler(client).catch((err: unknown) => req.log.warn({ err }, 'stream connect handler failed'));
          }
        });
    },
  );
}

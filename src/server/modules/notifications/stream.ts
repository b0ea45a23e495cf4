/**
 * The live unread count (ARCHITECTURE §3, spec 001 §2.15 bell): `GET /api/notifications/stream` is a
 * server-sent event stream that sends `event: notification` with `data: {"unread": N}` on connect and
 * whenever the member's notifications change, plus a comment heartbeat every 25 s. Changes arrive from
 * every instance through PostgreSQL LISTEN/NOTIFY on NOTIFICATIONS_CHANNEL (payload: the user id).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../plugins/session';
import { countUnread, NOTIFICATIONS_CHANNEL } from './service';

/** Milliseconds between heartbeat comments (keeps proxies from closing an idle stream). */
export const HEARTBEAT_MS = 25_000;

type Listener = () => void;

/**
 * Subscribes to NOTIFICATIONS_CHANNEL on the app's database: one dedicated pooled client in PostgreSQL
 * mode, `pglite.listen` in embedded mode. Calls `onUser(userId)` per message; unsubscribes on app close.
 */
async function listenForChanges(app: FastifyInstance, onUser: (userId: number) => void): Promise<void> {
  const { database } = app.deps;
  const handle = (payload: string | undefined) => {
    const userId = Number(payload);
    if (Number.isInteger(userId)) onUser(userId);
  };
  if (database.pool) {
    const client = await database.pool.connect();
    client.on('notification', (msg) => {
      if (msg.channel === NOTIFICATIONS_CHANNEL) handle(msg.payload);
    });
    client.on('error', (err) => app.log.warn({ err }, 'notifications listener connection lost'));
    await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    app.addHook('onClose', async () => {
      client.release(true);
    });
  } else if (database.pglite) {
    const unlisten = await database.pglite.listen(NOTIFICATIONS_CHANNEL, handle);
    app.addHook('onClose', async () => {
      await unlisten().catch(() => {});
    });
  }
}

/** Registers the stream route and the change listener. */
export async function notificationsStream(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const subscribers = new Map<number, Set<Listener>>();
  const open = new Set<FastifyReply['raw']>();
  await listenForChanges(app, (userId) => subscribers.get(userId)?.forEach((fn) => fn()));
  // Open streams never go idle, so end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
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
      let closed = false;
      // Writing after the stream ended (app shutdown, a late count) would emit an error: skip it.
      const write = (chunk: string) => {
        if (!closed && !res.writableEnded) res.write(chunk);
      };
      const send = async () => {
        const unread = await countUnread(db, userId);
        write(`event: notification\ndata: ${JSON.stringify({ unread })}\n\n`);
      };
      const push: Listener = () => {
        send().catch((err: unknown) => req.log.warn({ err }, 'notification stream update failed'));
      };
      const set = subscribers.get(userId) ?? new Set<Listener>();
      subscribers.set(userId, set);
      set.add(push);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        closed = true;
        open.delete(res);
        clearInterval(heartbeat);
        set.delete(push);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      });
      push();
    },
  );
}

/**
 * The open event streams of one app instance (ARCHITECTURE §3 "Real time"; ADR
 * docs/decisions/0019-hub-chat.md). `GET /api/notifications/stream` registers each connection here; other
 * modules (chat) send their own events on it, so a tab holds one EventSource for every live feature, and
 * run their own work when a stream connects (the chat replay after `Last-Event-ID`).
 */
import type { FastifyInstance } from 'fastify';

/** One open stream of a signed-in member. */
export interface StreamClient {
  userId: number;
  /** the browser's `Last-Event-ID` header on a reconnect, else undefined */
  lastEventId: string | undefined;
  /** Writes one event (`data` as JSON; `id` sets the browser's last event id); ignored once closed. */
  send(event: string, data: unknown, id?: number): void;
  /** Writes only an event id (moves the browser's last event id without dispatching an event). */
  sendId(id: number): void;
}

export type ConnectHandler = (client: StreamClient) => Promise<void>;

/** The registry of one app's streams. */
export interface LiveStream {
  clients: Set<StreamClient>;
  connectHandlers: ConnectHandler[];
}

const registries = new WeakMap<object, LiveStream>();

/**
 * The stream registry of `app` (shared by every module of one app, whatever plugin scope they run in:
 * keyed by the app's `deps`).
 */
export function liveStream(app: FastifyInstance): LiveStream {
  let live = registries.get(app.deps);
  if (!live) {
    live = { clients: new Set(), connectHandlers: [] };
    registries.set(app.deps, live);
  }
  return live;
}

/** Runs `handler` for every stream that connects from now on (after it is registered in `clients`). */
export function onStreamConnect(app: FastifyInstance, handler: ConnectHandler): void {
  liveStream(app).connectHandlers.push(handler);
}

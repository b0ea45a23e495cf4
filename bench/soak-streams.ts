/**
 * The soak's server-sent event streams (./soak.ts): `perInstance` streams of
 * `GET /api/notifications/stream` held open on each instance, each closed after a random lifetime between
 * `minLifeMs` and `maxLifeMs` and opened again at once, as browser tabs come and go (the open and close
 * paths of the stream route are where a leak would hide: listeners, timers, the per-member map). Stream
 * `i` of an instance signs in with `cookies[i % cookies.length]`, so streams of several members come and go.
 *
 * Counted per instance: streams opened (answered 200 with `text/event-stream`), events received
 * (`event:` lines: the bell count on connect and after each change), and errors (any other status, a
 * failed connection, or a stream the server ended before the bench closed it). After an error the slot
 * tries again after RETRY_MS.
 */
import http from 'node:http';
import { rng } from './csv';

const STREAM_PATH = '/api/notifications/stream';
/** Wait before a slot opens a stream again after an error, ms. */
const RETRY_MS = 1_000;

export interface StreamChurnOptions {
  /** the instances' origins (`http://127.0.0.1:PORT`) */
  origins: string[];
  /** session cookies (`name=value`) of the members whose streams are opened, used in turn */
  cookies: string[];
  /** streams held open on each instance at once */
  perInstance: number;
  minLifeMs: number;
  maxLifeMs: number;
}

export interface StreamCounts {
  opened: number;
  events: number;
  errors: number;
}

export interface StreamChurn {
  /** the counts so far of instance `index` (a copy) */
  counts(index: number): StreamCounts;
  /** closes every stream and opens no more */
  stop(): void;
}

/** Starts the streams; they churn until `stop()`. */
export function startStreamChurn(o: StreamChurnOptions): StreamChurn {
  const random = rng(11);
  const counts: StreamCounts[] = o.origins.map(() => ({ opened: 0, events: 0, errors: 0 }));
  const live = new Set<http.ClientRequest>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const open = (instance: number, slot: number): void => {
    if (stopped) return;
    const c = counts[instance]!;
    let closing = false;
    let failed = false;
    const fail = () => {
      if (closing || failed || stopped) return;
      failed = true;
      c.errors++;
      req.destroy();
      later(RETRY_MS, () => open(instance, slot));
    };
    const url = new URL(STREAM_PATH, o.origins[instance]);
    const req = http.get(url, {
      agent: false,
      headers: { cookie: o.cookies[slot % o.cookies.length]!, accept: 'text/event-stream' },
    });
    live.add(req);
    req.on('close', () => live.delete(req));
    req.on('error', fail);
    req.on('response', (res) => {
      const type = res.headers['content-type'] ?? '';
      if (res.statusCode !== 200 || !type.startsWith('text/event-stream')) {
        res.resume();
        fail();
        return;
      }
      c.opened++;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        c.events += chunk.split('\n').filter((line) => line.startsWith('event:')).length;
      });
      res.on('end', fail);
      res.on('error', fail);
      later(o.minLifeMs + random() * (o.maxLifeMs - o.minLifeMs), () => {
        closing = true;
        req.destroy();
        open(instance, slot);
      });
    });
  };

  o.origins.forEach((_, instance) => {
    for (let slot = 0; slot < o.perInstance; slot++) open(instance, slot);
  });

  return {
    counts: (index) => ({ ...counts[index]! }),
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const req of live) req.destroy();
    },
  };
}

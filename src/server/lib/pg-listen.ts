/**
 * LISTEN on a PostgreSQL channel that survives a dropped connection (ARCHITECTURE §3 "Real time"; ADR
 * docs/decisions/0019-hub-chat.md). PostgreSQL mode: one dedicated pooled client; when it errors or ends
 * (server restart, failover, `pg_terminate_backend`) it is released and a new client LISTENs again after
 * a back-off delay (`retryMs`, doubled after each failed attempt up to `maxRetryMs`, repeated until it
 * succeeds; ADR 0037), then `onReconnect` runs so callers can catch up on what they missed. Embedded mode: `pglite.listen` (in process, it cannot drop).
 */
import type { PoolClient } from 'pg';
import type { DatabaseHandle } from '../db/client';

export interface ListenOptions {
  /** Called when the connection is lost or a reconnect attempt fails. */
  onError?: (err: unknown) => void;
  /** Called after each successful re-LISTEN (not after the first). */
  onReconnect?: () => void;
  /** Delay before the first reconnect attempt, in ms (default 500); doubled after each failed attempt. */
  retryMs?: number;
  /** The longest delay between reconnect attempts, in ms (default 5000). */
  maxRetryMs?: number;
}

/** Starts listening on `channel` (a plain identifier); resolves to a function that stops it. */
export async function listenChannel(
  database: DatabaseHandle,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const { pool, pglite } = database;
  if (!pool) {
    if (!pglite) return async () => {};
    const unlisten = await pglite.listen(channel, onPayload);
    return () => unlisten().catch(() => {});
  }
  const firstDelay = options.retryMs ?? 500;
  const maxDelay = Math.max(firstDelay, options.maxRetryMs ?? 5_000);
  let delay = firstDelay;
  let current: PoolClient | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    const lost = (err?: unknown) => {
      if (stopped || current !== client) return;
      current = undefined;
      client.release(true);
      options.onError?.(err ?? new Error(`${channel} listener connection ended`));
      schedule();
    };
    client.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    current = client;
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      if (current === client) current = undefined;
      client.release(true);
      throw err;
    }
  };
  const schedule = () => {
    if (stopped) return;
    const wait = delay;
    delay = Math.min(delay * 2, maxDelay);
    timer = setTimeout(() => {
      connect().then(
        () => {
          delay = firstDelay;
          options.onReconnect?.();
        },
        (err: unknown) => {
          options.onError?.(err);
          schedule();
        },
      );
    }, wait);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    current?.release(true);
    current = undefined;
  };
}

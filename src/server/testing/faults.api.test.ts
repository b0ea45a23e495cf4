/**
 * Faults with two real app processes on a throw-away PostgreSQL server (ADR 0037; ./pg-cluster.ts):
 * - the database stopped for 5 s during traffic: answers are 200 or 503 with the message, none over 5 s,
 *   none 500; afterwards the same processes serve, the LISTEN fan-out works again, the jobs resume;
 * - an instance killed (SIGKILL) while members chat: clients retry on the other, every 2xx has its row,
 *   the killed instance starts again and serves;
 * - SIGTERM during requests: in-flight requests complete, open streams end with a `retry:` hint, the
 *   listener refuses new connections, exit code 0.
 * PostgreSQL runs only (HUBSHELF_TEST_DB=postgres), and only where the server binaries are installed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { hubMessages } from '../db/schema';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/db-unavailable';
import { notify } from '../modules/notifications';
import { DEMO_PASSWORD, insertUser } from '../seed/factories';
import { addMember, insertHub } from '../seed/hubs';
import { startCluster, type Cluster, type ClusterClient } from './cluster';
import { findPgBin, PG_BIN_MISSING, startPgCluster, type PgCluster } from './pg-cluster';
import { eventReader } from './sse';
import { testDbKind } from './template';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onPostgres = testDbKind() === 'postgres';
const hasBinaries = onPostgres && findPgBin() !== undefined;
const title = hasBinaries
  ? 'faults'
  : `faults (skipped: ${onPostgres ? PG_BIN_MISSING : 'PostgreSQL runs only'})`;

describe.runIf(hasBinaries)(title, () => {
  let server: PgCluster;
  let cluster: Cluster;
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = await startPgCluster();
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE hubshelf');
    await admin.end();
    cluster = await startCluster({
      count: 2,
      databaseUrl: server.url('hubshelf'),
      env: { JOB_PERIOD_MS: '2000' },
    });
    database = openPostgres(server.url('hubshelf'), 4, () => {});
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.close().catch(() => {});
    await server?.destroy();
  });

  async function member(): Promise<{ id: number; client: ClusterClient }> {
    const email = `f-${randomBytes(5).toString('hex')}@example.com`;
    const user = await insertUser(database.db, { email });
    const client = cluster.client();
    expect((await client.post('/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return { id: user.id, client };
  }

  it('answers 200 or 503 with the message while the database restarts, and recovers fully', async () => {
    const asha = await member();
    const res = await fetch(`${cluster.instances[1]!.origin}/api/notifications/stream`, {
      headers: { cookie: asha.client.cookie },
    });
    const next = eventReader(res.body!);
    expect((await next()).data).toEqual({ unread: 0 });

    const answers: Array<{ status: number; ms: number; message?: string }> = [];
    let running = true;
    const loop = async () => {
      for (let k = 0; running; k += 1) {
        const started = Date.now();
        try {
          const r = await asha.client.get(k % 2 ? '/api/auth/me' : '/api/notifications', {
            timeoutMs: 8_000,
          });
          answers.push({ status: r.status, ms: r.ms, message: r.body?.message });
        } catch {
          answers.push({ status: -1, ms: Date.now() - started });
        }
        await sleep(100);
      }
    };
    const loops = Promise.all([loop(), loop(), loop(), loop()]);
    await sleep(1_000);
    await server.stop();
    await sleep(5_000);
    await server.start();
    const restartedAt = Date.now();
    await sleep(3_000);
    running = false;
    await loops;

    expect(answers.filter((a) => ![200, 503].includes(a.status))).toEqual([]);
    expect(answers.filter((a) => a.ms >= 5_000)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(new Set(unavailable.map((a) => a.message))).toEqual(new Set([DATABASE_UNAVAILABLE_MESSAGE]));

    // the same processes serve again
    for (const via of [0, 1]) expect((await asha.client.get('/api/auth/me', { via })).status).toBe(200);
    // the LISTEN connection is back: a new notification reaches the stream opened before the outage
    await sleep(5_500); // the listener's back-off is at most 5 s
    await notify(database.db, { userId: asha.id, type: 'book_returned', title: 'Back', message: 'Returned' });
    for (;;) {
      const e = await next(10_000);
      if (e.event === 'notification' && (e.data as { unread: number }).unread === 1) break;
    }
    // the scheduler resumed
    const resumed = cluster.instances
      .flatMap((i) => i.logged('scheduled job run'))
      .some((l) => Number(l.time) > restartedAt);
    expect(resumed).toBe(true);
  }, 60_000);

  it('loses no answered chat message when an instance is killed mid-load, and the killed one comes back', async () => {
    const hub = await insertHub(database.db, { name: `Faults ${randomBytes(3).toString('hex')}` });
    const senders = await Promise.all([member(), member(), member(), member()]);
    for (const s of senders) await addMember(database.db, hub.id, s.id);
    const answered: Array<{ id: number; content: string }> = [];
    let sent = 0;
    const send = async (s: ClusterClient, content: string) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          // after a failed attempt, retry on the instance that is still up
          const r = await s.post(`/api/societies/${hub.id}/messages`, { content }, attempt ? { via: 1 } : {});
          if (r.status === 201) answered.push({ id: r.body.id, content });
          return;
        } catch {
          // the instance died under the request: try again
        }
      }
    };
    const killed = (async () => {
      while (sent < 10) await sleep(5);
      return cluster.instances[0]!.kill('SIGKILL');
    })();
    await Promise.all(
      senders.map(async (s, n) => {
        for (let k = 0; k < 5; k += 1) {
          sent += 1;
          await send(s.client, `sender ${n} message ${k}`);
        }
      }),
    );
    await killed;

    expect(answered.length).toBe(20);
    const rows = await database.db
      .select({ id: hubMessages.id, content: hubMessages.content })
      .from(hubMessages)
      .where(
        inArray(
          hubMessages.id,
          answered.map((a) => a.id),
        ),
      );
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([...answered].sort((a, b) => a.id - b.id));
    const all = await database.db.select().from(hubMessages).where(eq(hubMessages.hubId, hub.id));
    expect(new Set(all.map((m) => m.content)).size).toBe(20);

    await cluster.instances[0]!.start();
    expect((await senders[0]!.client.get('/api/auth/me', { via: 0 })).status).toBe(200);
  }, 120_000);

  it('on SIGTERM finishes in-flight requests, ends streams with a retry hint, refuses new ones and exits 0', async () => {
    const asha = await member();
    const instance = cluster.instances[0]!;
    const stream = await fetch(`${instance.origin}/api/notifications/stream`, {
      headers: { cookie: asha.client.cookie },
    });
    const streamText = stream.text();
    // hold the notifications table so the requests below are in flight when the signal arrives
    const blocker = new pg.Client({ connectionString: server.url('hubshelf') });
    await blocker.connect();
    await blocker.query('BEGIN; LOCK TABLE notifications IN ACCESS EXCLUSIVE MODE');
    const inFlight = Array.from({ length: 5 }, () => asha.client.get('/api/notifications', { via: 0 }));
    await sleep(500);
    const exited = instance.kill('SIGTERM');
    await sleep(500);
    const late = await fetch(`${instance.origin}/api/auth/me`).then(
      (r) => r.status,
      () => 'refused',
    );
    await blocker.query('COMMIT');
    await blocker.end();

    expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(late).toBe('refused');
    expect(await streamText).toMatch(/retry: \d+\n\n$/);
    expect(await exited).toBe(0);
    await instance.start();
  }, 60_000);
});

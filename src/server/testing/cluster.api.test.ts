/**
 * Two real app processes on one PostgreSQL database behave as one (ARCHITECTURE §1; ADR 0037): they
 * start together and migrate once, a session made on one works on the other, a logout on one ends it on
 * both, a bell change, a chat message and a new notification (a return reminder) made through one reach a
 * stream on the other exactly once, a conversation message reaches the other member's stream there, the
 * sign-in rate limit counts across both, scheduled jobs run once per period across both, and a due
 * account deletion is erased once.
 * PostgreSQL only (HUBSHELF_TEST_DB=postgres): the embedded database is one process by design.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { appliedMigrationCount, committedMigrationCount } from '../db/migrate';
import { eq } from 'drizzle-orm';
import { accountDeletions, users } from '../db/schema';
import { jobs } from '../jobs';
import { notify } from '../modules/notifications';
import { DEMO_PASSWORD, insertUser } from '../seed/factories';
import { insertBook } from '../seed/books';
import { addMember, insertHub } from '../seed/hubs';
import { startCluster, type Cluster, type ClusterClient } from './cluster';
import { eventReader } from './sse';
import { pgFileDbPrefix, pgUrlFor, testDbKind } from './template';

const JOB_PERIOD_MS = 3_000;

describe.runIf(testDbKind() === 'postgres')('two instances on one PostgreSQL', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let startedAt: number;
  const name = `${pgFileDbPrefix()}cluster_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrlFor('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    // both start at once on an empty database: each runs the migrations at start
    cluster = await startCluster({
      count: 2,
      databaseUrl: pgUrlFor(name),
      redisUrl: process.env.TEST_REDIS_URL,
      env: { JOB_PERIOD_MS: String(JOB_PERIOD_MS) },
    });
    startedAt = Date.now();
    database = openPostgres(pgUrlFor(name), 2, () => {});
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
  });

  /** A new member with a password, signed in through instance `via`. */
  async function member(via: number): Promise<{ id: number; email: string; client: ClusterClient }> {
    const email = `m-${randomBytes(5).toString('hex')}@example.com`;
    const user = await insertUser(database.db, { email });
    const client = cluster.client();
    const res = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD }, { via });
    expect(res.status).toBe(200);
    return { id: user.id, email, client };
  }

  /** Opens `who`'s event stream on instance `via`; resolves once the first bell count arrived. */
  async function openStream(who: ClusterClient, via: number) {
    const abort = new AbortController();
    const res = await fetch(`${cluster.instances[via]!.origin}/api/notifications/stream`, {
      headers: { cookie: who.cookie },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const next = eventReader(res.body!);
    const first = await next();
    expect(first.event).toBe('notification');
    return { next, first, close: () => abort.abort() };
  }

  it('migrates once when both start together, and both are ready', async () => {
    expect(await appliedMigrationCount(database)).toBe(committedMigrationCount());
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.origin}/readyz`)).status).toBe(200);
      expect(instance.process).toBeDefined();
    }
  });

  it('says in the start-up log which store counts rate limits', () => {
    const store = process.env.TEST_REDIS_URL ? 'Redis' : 'PostgreSQL';
    for (const instance of cluster.instances) {
      expect(instance.logged(`rate-limit store: ${store}`)).toHaveLength(1);
    }
  });

  it('a session made on one instance works on the other; a logout on the other ends it on both', async () => {
    const asha = await member(0);
    const me = await asha.client.get('/api/auth/me', { via: 1 });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(asha.email);
    const cookie = asha.client.cookie;
    expect((await asha.client.post('/api/auth/logout', undefined, { via: 1 })).status).toBe(200);
    // the old cookie, replayed on the first instance, no longer signs anyone in
    const after = await fetch(`${cluster.instances[0]!.origin}/api/auth/me`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('a bell change and a chat message made through one instance reach a stream on the other exactly once', async () => {
    const hub = await insertHub(database.db, { name: `Cluster ${randomBytes(3).toString('hex')}` });
    const asha = await member(0);
    const ravi = await member(1);
    await addMember(database.db, hub.id, asha.id);
    await addMember(database.db, hub.id, ravi.id);
    const notice = await notify(database.db, {
      userId: ravi.id,
      type: 'book_returned',
      title: 'Hello',
      message: 'A notice',
    });
    const stream = await openStream(ravi.client, 1);
    expect(stream.first.data).toEqual({ unread: 1 });

    // read through instance 0: the stream on instance 1 hears the new count (after, perhaps, a late
    // echo of the notice's own change)
    const read = await ravi.client.post(`/api/notifications/${notice.id}/mark-read`, undefined, { via: 0 });
    expect(read.status).toBe(200);
    for (;;) {
      const e = await stream.next();
      expect(e.event).toBe('notification');
      if ((e.data as { unread: number }).unread === 0) break;
    }

    const sent = await asha.client.post(
      `/api/societies/${hub.id}/messages`,
      { content: 'Hi from A' },
      { via: 0 },
    );
    expect(sent.status).toBe(201);
    expect(await stream.next()).toEqual({ event: 'chat', id: String(sent.body.id), data: sent.body });
    // nothing more: no second copy of either
    await expect(stream.next(1_500)).rejects.toThrow('timed out');
    stream.close();
  });

  it('a conversation message sent through one instance reaches a stream on the other', async () => {
    const hub = await insertHub(database.db, { name: `Talk ${randomBytes(3).toString('hex')}` });
    const asha = await member(0);
    const ravi = await member(1);
    await addMember(database.db, hub.id, asha.id);
    await addMember(database.db, hub.id, ravi.id);
    const book = await insertBook(database.db, { ownerId: ravi.id, hubIds: [hub.id] });
    const asked = await asha.client.post(`/api/books/${book.id}/inquiry`, undefined, { via: 0 });
    expect(asked.status).toBe(201);
    const stream = await openStream(ravi.client, 1);
    const sent = await asha.client.post(
      `/api/conversations/${asked.body.id}/messages`,
      { content: 'Is it the hardback?' },
      { via: 0 },
    );
    expect(sent.status).toBe(201);
    // the bell may move first (Ravi is not on the page, so he also gets a notice)
    for (;;) {
      const e = await stream.next();
      if (e.event !== 'conversation') continue;
      expect(e.data).toMatchObject({ id: sent.body.message.id, content: 'Is it the hardback?' });
      break;
    }
    stream.close();
  });

  it('a notification made by an API call on one instance reaches a stream on the other exactly once', async () => {
    const hub = await insertHub(database.db, { name: `Notice ${randomBytes(3).toString('hex')}` });
    const owner = await member(0);
    const borrower = await member(1);
    await addMember(database.db, hub.id, owner.id);
    await addMember(database.db, hub.id, borrower.id);
    const book = await insertBook(database.db, { ownerId: owner.id, hubIds: [hub.id] });
    // the borrower borrows through instance 0 (its own notices, if any, come before the stream opens)
    const order = await borrower.client.post(
      '/api/payments/create-order',
      { purpose: 'rental', bookId: book.id, duration: 7, appliedBrocks: null },
      { via: 0 },
    );
    const paid = await borrower.client.post(
      '/api/payments/demo/pay',
      { orderId: order.body.orderId, method: 'card' },
      { via: 0 },
    );
    const rental = await borrower.client.post(
      '/api/rentals/borrow',
      {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'card',
        appliedBrocks: null,
        orderId: paid.body.orderId,
        paymentId: paid.body.paymentId,
      },
      { via: 0 },
    );
    expect(rental.status).toBe(200);

    const stream = await openStream(borrower.client, 1);
    const { unread } = stream.first.data as { unread: number };
    // the owner's reminder, sent through instance 0, is a new row in the borrower's notification centre
    const reminded = await owner.client.post(`/api/rentals/${rental.body.id}/send-reminder`, {}, { via: 0 });
    expect(reminded.status).toBe(200);
    expect(await stream.next()).toEqual({ event: 'notification', id: '', data: { unread: unread + 1 } });
    // once: no second event for it
    await expect(stream.next(1_500)).rejects.toThrow('timed out');
    stream.close();
    const list = await borrower.client.get('/api/notifications', { via: 1 });
    expect(list.body.filter((n: { type: string }) => n.type === 'reminder')).toHaveLength(1);
  });

  it('counts sign-in attempts across both instances: the 11th is refused', async () => {
    const email = `limit-${randomBytes(5).toString('hex')}@example.com`;
    const client = cluster.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await client.post('/api/auth/login', { email, password: 'wrong-password' })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('erases a member whose deletion is due once, though both instances run the erasure job', async () => {
    const who = await insertUser(database.db, {
      email: `gone-${randomBytes(5).toString('hex')}@example.com`,
    });
    await database.db.insert(accountDeletions).values({
      userId: who.id,
      requestedAt: new Date(Date.now() - 8 * 86_400_000),
      scheduledFor: new Date(Date.now() - 86_400_000),
      cancelTokenHash: randomBytes(32).toString('hex'),
    });
    const erasedOf = async () =>
      (await database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, who.id)))[0]
        ?.erasedAt;
    const deadline = Date.now() + 8 * JOB_PERIOD_MS;
    while (!(await erasedOf()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await erasedOf()).toBeInstanceOf(Date);
    const [row] = await database.db.select().from(users).where(eq(users.id, who.id));
    expect(row.email).toBe(`deleted-${who.id}@deleted.invalid`);
    const erased = cluster.instances
      .flatMap((i) => i.logged('accounts erased'))
      .reduce((n, l) => n + Number(l.erased), 0);
    expect(erased).toBe(1);
  });

  it('runs each scheduled job once per period across both instances', async () => {
    const runsOf = (name: string) =>
      cluster.instances
        .flatMap((i) => i.logged('scheduled job run'))
        .filter((l) => l.job === name)
        .map((l) => Number(l.time))
        .sort((a, b) => a - b);
    // at least three periods since both were ready, and on a loaded machine until every job ran twice
    // (at most eight periods): a job run can trail its period when the machine is busy
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await sleep(Math.max(0, startedAt + 3.5 * JOB_PERIOD_MS - Date.now()));
    while (Date.now() < startedAt + 8 * JOB_PERIOD_MS && jobs.some((job) => runsOf(job.name).length < 2))
      await sleep(250);
    for (const job of jobs) {
      const runs = runsOf(job.name);
      expect(runs.length, job.name).toBeGreaterThanOrEqual(2);
      for (let k = 1; k < runs.length; k += 1) {
        // Two instances without the period claim would each run it every period: one of every two gaps
        // would be at most half a period. The log time trails the claim by up to a few hundred ms.
        expect(runs[k]! - runs[k - 1]!, job.name).toBeGreaterThanOrEqual(JOB_PERIOD_MS * 0.9 - 500);
      }
    }
  });
});

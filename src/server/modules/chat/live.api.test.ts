/**
 * Live chat on the event stream (ARCHITECTURE §3; ADR docs/decisions/0019-hub-chat.md): `event: chat`
 * reaches the hub's current members only, `Last-Event-ID` replays what a reconnecting tab missed, a second
 * app on the same database delivers each message once, and a dropped listener connection LISTENs again
 * and replays what open streams missed meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { hubMessages } from '../../db/schema';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { eventReader, type SseEvent } from '../../testing/sse';
import { testDbKind } from '../../testing/template';

let t: TestApp;
let base: string;
let hub: Awaited<ReturnType<typeof insertHub>>;
let other: Awaited<ReturnType<typeof insertHub>>;
let asha: TestUser;
let ravi: TestUser;
let outsider: TestUser;
const streams: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hub = await insertHub(t.db, { name: 'Live Society' });
  other = await insertHub(t.db, { name: 'Other Society' });
  asha = await t.signIn({ name: 'Asha' });
  ravi = await t.signIn({ name: 'Ravi' });
  outsider = await t.signIn({ name: 'Olga' });
  await addMember(t.db, hub.id, asha.user.id);
  await addMember(t.db, hub.id, ravi.user.id);
  await addMember(t.db, other.id, asha.user.id);
  await addMember(t.db, other.id, outsider.user.id);
});
afterAll(async () => {
  streams.forEach((s) => s.abort());
  await t.close();
});

/** Opens `who`'s stream on `origin`; `chat()` resolves to the next chat or chat-reset event. */
async function openStream(origin: string, who: TestUser, lastEventId?: string) {
  const abort = new AbortController();
  streams.push(abort);
  const headers: Record<string, string> = { cookie: who.cookie };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${origin}/api/notifications/stream`, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  const next = eventReader(res.body!);
  const chat = async (timeoutMs = 5000): Promise<SseEvent> => {
    for (;;) {
      const e = await next(timeoutMs);
      if (e.event !== 'notification') return e;
    }
  };
  // the first event of every stream is the bell count: once it is here, the stream is registered
  expect((await next()).event).toBe('notification');
  return { chat, close: () => abort.abort() };
}

const post = (who: TestUser, hubId: number, content: string) =>
  t.request(who).post(`/api/societies/${hubId}/messages`, { content });

describe('event: chat', () => {
  it('reaches every open stream of the hub members, with the message id as event id', async () => {
    const a = await openStream(base, asha);
    const r = await openStream(base, ravi);
    const sent = await post(ravi, hub.id, 'Hello live');
    for (const s of [a, r]) {
      const e = await s.chat();
      expect(e).toEqual({ event: 'chat', id: String(sent.body.id), data: sent.body });
    }
    a.close();
    r.close();
  });

  it('does not reach a non-member, nor a member who left', async () => {
    const o = await openStream(base, outsider);
    const leaver = await t.signIn({ name: 'Lata' });
    await addMember(t.db, hub.id, leaver.user.id);
    await addMember(t.db, other.id, leaver.user.id);
    const l = await openStream(base, leaver);
    expect((await t.request(leaver).post(`/api/societies/${hub.id}/leave`)).status).toBe(200);

    await post(asha, hub.id, 'members only');
    const shared = await post(asha, other.id, 'for the other hub');
    for (const s of [o, l]) expect((await s.chat()).data).toEqual(shared.body);
    await post(asha, hub.id, 'members only again');
    const again = await post(asha, other.id, 'other hub again');
    for (const s of [o, l]) expect((await s.chat()).data).toEqual(again.body);
    o.close();
    l.close();
  });
});

describe('Last-Event-ID replay', () => {
  it("replays the member's messages after the given id, oldest first, from their hubs only", async () => {
    const mark = await post(asha, hub.id, 'before the drop');
    const one = await post(ravi, hub.id, 'missed one');
    await post(outsider, other.id, 'not for ravi');
    const two = await post(asha, hub.id, 'missed two');
    const r = await openStream(base, ravi, String(mark.body.id));
    expect(await r.chat()).toEqual({ event: 'chat', id: String(one.body.id), data: one.body });
    expect(await r.chat()).toEqual({ event: 'chat', id: String(two.body.id), data: two.body });
    const live = await post(asha, hub.id, 'live again');
    expect((await r.chat()).data).toEqual(live.body);
    r.close();
  });

  it('sends chat-reset instead when more than 500 messages were missed', async () => {
    const big = await insertHub(t.db, { name: 'Busy Society' });
    const meera = await t.signIn({ name: 'Meera' });
    await addMember(t.db, big.id, meera.user.id);
    const start = await post(meera, big.id, 'start');
    await t.db
      .insert(hubMessages)
      .values(
        Array.from({ length: 501 }, (_, i) => ({ hubId: big.id, senderId: meera.user.id, content: `n${i}` })),
      );
    const m = await openStream(base, meera, String(start.body.id));
    const e = await m.chat();
    expect(e.event).toBe('chat-reset');
    expect(Number(e.id)).toBeGreaterThan(start.body.id + 500);
    m.close();
  });
});

describe('two app instances on one database', () => {
  it('delivers a message posted through one app to a stream on the other, exactly once', async () => {
    const database =
      testDbKind() === 'postgres'
        ? openPostgres((t.database.pool!.options as pg.PoolConfig).connectionString!, 4, () => {})
        : t.database;
    const second = await buildApp({ config: t.config, database, clock: t.clock, logger: false });
    try {
      const origin = await second.listen({ port: 0, host: '127.0.0.1' });
      const a = await openStream(origin, asha);
      const first = await post(ravi, hub.id, 'across instances');
      const next = await post(ravi, hub.id, 'and again');
      expect((await a.chat()).data).toEqual(first.body);
      expect((await a.chat()).data).toEqual(next.body);
      a.close();
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('listener connection loss (PostgreSQL)', () => {
  it('LISTENs again after its connection is terminated, replays what was missed once, then delivers new messages', async () => {
    const a = await openStream(base, asha);
    let missed!: Awaited<ReturnType<typeof post>>;
    const admin = new pg.Client({
      connectionString: (t.database.pool!.options as pg.PoolConfig).connectionString,
    });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN hubshelf_chat'`,
      );
      expect(killed.rowCount).toBe(1);
      // sent while the listener is deaf (it reconnects after a back-off of 500 ms)
      missed = await post(ravi, hub.id, 'while deaf');
      expect(missed.status).toBe(201);
    } finally {
      await admin.end();
    }
    const replayed = await a.chat(10_000);
    expect(replayed).toEqual({ event: 'chat', id: String(missed.body.id), data: missed.body });
    const after = await post(ravi, hub.id, 'after the drop');
    expect((await a.chat()).data).toEqual(after.body);
    a.close();
  });
});

/** Hub chat calls (spec 001 §2.16, §7, §8; ADR docs/decisions/0019-hub-chat.md): access, sending, paging, rate, unread. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@/contract/messages';
import { t as english } from '@/server/i18n/t';
import { hubMessages } from '../../db/schema';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

let t: TestApp;
let hub: Awaited<ReturnType<typeof insertHub>>;
let asha: TestUser;
let ravi: TestUser;
let outsider: TestUser;
const url = () => `/api/societies/${hub.id}/messages`;

beforeAll(async () => {
  t = await createTestApp();
  hub = await insertHub(t.db, { name: 'Chat Society' });
  asha = await t.signIn({ name: 'Asha Rao', profilePicture: '/uploads/asha.webp' });
  ravi = await t.signIn({ name: 'Ravi Kumar' });
  outsider = await t.signIn({ name: 'Olga Outside' });
  await addMember(t.db, hub.id, asha.user.id);
  await addMember(t.db, hub.id, ravi.user.id);
});
afterAll(() => t.close());

const count = async () => (await t.db.select().from(hubMessages)).length;

describe('access to a hub chat', () => {
  it('answers 401 to a signed-out caller for read, post and mark-read', async () => {
    const anon = t.request();
    for (const res of [
      await anon.get(url()),
      await anon.post(url(), { content: 'hi' }),
      await anon.post(`${url()}/read`, { lastMessageId: 1 }),
      await anon.get('/api/chat/unread'),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('answers 403 to a signed-in non-member for read and post, storing nothing', async () => {
    const before = await count();
    const read = await t.request(outsider).get(url());
    const post = await t.request(outsider).post(url(), { content: 'let me in' });
    expect([read.status, post.status]).toEqual([403, 403]);
    expect(read.body.message).toBe("Please check if you're a member of this society");
    expect(post.body.message).toBe("Please check if you're a member of this society");
    expect(await count()).toBe(before);
  });

  it('answers 404 Society not found for an unknown or unapproved hub', async () => {
    const pending = await insertHub(t.db, { status: 'pending' });
    await addMember(t.db, pending.id, asha.user.id);
    for (const path of ['/api/societies/999999/messages', `/api/societies/${pending.id}/messages`]) {
      const read = await t.request(asha).get(path);
      const post = await t.request(asha).post(path, { content: 'hello' });
      expect([read.status, post.status]).toEqual([404, 404]);
      expect(read.body.message).toBe('Society not found');
      expect(post.body.message).toBe('Society not found');
    }
  });

  it('takes both reading and posting away from a member who left', async () => {
    const leaver = await t.signIn({ name: 'Lata Leaves' });
    await addMember(t.db, hub.id, leaver.user.id);
    expect((await t.request(leaver).post(url(), { content: 'bye all' })).status).toBe(201);
    expect((await t.request(leaver).post(`/api/societies/${hub.id}/leave`)).status).toBe(200);
    expect((await t.request(leaver).get(url())).status).toBe(403);
    const post = await t.request(leaver).post(url(), { content: 'still here?' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(english('chat:notMember'));
    // the leaver's earlier message stays for the others
    const seen = await t.request(asha).get(url());
    expect(seen.body.map((m: any) => m.content)).toContain('bye all');
  });
});

describe('sending', () => {
  it('stores the trimmed text as the signed-in member, ignoring a body sender_id', async () => {
    const res = await t
      .request(ravi)
      .post(url(), { content: '  Anyone has Malgudi Days?  ', sender_id: asha.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      society_id: hub.id,
      sender_id: ravi.user.id,
      sender_name: 'Ravi Kumar',
      sender_picture: null,
      content: 'Anyone has Malgudi Days?',
      messageType: 'text',
    });
    const list = await t.request(asha).get(url());
    expect(list.body.at(-1)).toEqual(res.body);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('shows the sender picture from the profile', async () => {
    const res = await t.request(asha).post(url(), { content: 'I do!' });
    expect(res.body.sender_picture).toBe('/uploads/asha.webp');
  });

  it.each([
    ['blank', { content: '   ' }, validationMessage('chat.empty')],
    ['missing', {}, validationMessage('chat.empty')],
    ['2,001 characters', { content: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    ['an image', { content: 'pic', messageType: 'image' }, validationMessage('chat.textOnly')],
  ])('refuses a %s message with its message and stores nothing', async (_, body, message) => {
    const before = await count();
    const res = await t.request(asha).post(url(), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('accepts exactly 2,000 characters', async () => {
    const res = await t.request(asha).post(url(), { content: 'y'.repeat(2000) });
    expect(res.status).toBe(201);
  });
});

describe('a message sent again after a lost answer', () => {
  const key = '6f1c2d4e-8a9b-4c3d-9e7f-0a1b2c3d4e5f';

  it('answers the stored message for the same key from the same member, storing one row', async () => {
    const before = await count();
    const first = await t
      .request(ravi)
      .post(url(), { content: 'Anyone have Malgudi Days?', clientMessageId: key });
    const again = await t
      .request(ravi)
      .post(url(), { content: 'Anyone have Malgudi Days?', clientMessageId: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  it('stores the same key from another member as their own message', async () => {
    const before = await count();
    const res = await t.request(asha).post(url(), { content: 'Yes, I do', clientMessageId: key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender_id: asha.user.id, content: 'Yes, I do' });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a key that is not a UUID with 400, storing nothing', async () => {
    const before = await count();
    const res = await t.request(asha).post(url(), { content: 'hello', clientMessageId: 'not-a-uuid' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid message id');
    expect(await count()).toBe(before);
  });
});

describe('rate of sending', () => {
  it('refuses the 21st message within a minute with 429 and allows it again once the clock moves', async () => {
    const fast = await t.signIn({ name: 'Fast Fingers' });
    await addMember(t.db, hub.id, fast.user.id);
    for (let i = 1; i <= 20; i++) {
      expect((await t.request(fast).post(url(), { content: `msg ${i}` })).status).toBe(201);
    }
    const before = await count();
    const over = await t.request(fast).post(url(), { content: 'msg 21' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You are sending messages too fast. Please wait a moment.');
    expect(await count()).toBe(before);
    // another member is not limited by it
    expect((await t.request(ravi).post(url(), { content: 'calm' })).status).toBe(201);
    t.clock.advance(61_000);
    expect((await t.request(fast).post(url(), { content: 'msg 21' })).status).toBe(201);
  });
});

describe('history paging', () => {
  it('answers the newest 50 oldest first, older ones with before, newer ones with after', async () => {
    const pager = await insertHub(t.db, { name: 'Paging Society' });
    await addMember(t.db, pager.id, asha.user.id);
    const ids: number[] = [];
    for (let i = 1; i <= 55; i++) {
      const [row] = await t.db
        .insert(hubMessages)
        .values({ hubId: pager.id, senderId: asha.user.id, content: `m${i}` })
        .returning();
      ids.push(row!.id);
    }
    const base = `/api/societies/${pager.id}/messages`;
    const first = await t.request(asha).get(base);
    expect(first.body.map((m: any) => m.content)).toEqual(ids.slice(5).map((_, i) => `m${i + 6}`));
    expect(first.headers['x-has-more']).toBe('true');

    const older = await t.request(asha).get(`${base}?before=${ids[5]}`);
    expect(older.body.map((m: any) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.headers['x-has-more']).toBeUndefined();

    const newer = await t.request(asha).get(`${base}?after=${ids[52]}`);
    expect(newer.body.map((m: any) => m.content)).toEqual(['m54', 'm55']);

    const small = await t.request(asha).get(`${base}?limit=3`);
    expect(small.body.map((m: any) => m.content)).toEqual(['m53', 'm54', 'm55']);
    expect((await t.request(asha).get(`${base}?limit=101`)).status).toBe(400);
  });
});

describe('unread counts and read markers', () => {
  it("counts others' messages after the marker, moves it on read and never past the newest", async () => {
    const room = await insertHub(t.db, { name: 'Unread Society' });
    const meera = await t.signIn({ name: 'Meera' });
    const kabir = await t.signIn({ name: 'Kabir' });
    await addMember(t.db, room.id, meera.user.id);
    await addMember(t.db, room.id, kabir.user.id);
    const base = `/api/societies/${room.id}/messages`;
    const unreadOf = async (u: TestUser) =>
      (await t.request(u).get('/api/chat/unread')).body.find((e: any) => e.societyId === room.id)?.unread;

    expect(await unreadOf(meera)).toBe(0);
    await t.request(kabir).post(base, { content: 'one' });
    const two = await t.request(kabir).post(base, { content: 'two' });
    await t.request(meera).post(base, { content: 'mine' });
    expect(await unreadOf(meera)).toBe(2);
    expect(await unreadOf(kabir)).toBe(1);

    const read = await t.request(meera).post(`${base}/read`, { lastMessageId: two.body.id });
    expect(read.status).toBe(200);
    expect(await unreadOf(meera)).toBe(0);
    // a marker far ahead is capped at the newest message, so later messages still count
    await t.request(kabir).post(`${base}/read`, { lastMessageId: 2_000_000 });
    await t.request(meera).post(base, { content: 'later' });
    expect(await unreadOf(kabir)).toBe(1);
    // a marker never moves back
    await t.request(meera).post(`${base}/read`, { lastMessageId: 1 });
    expect(await unreadOf(meera)).toBe(0);

    expect((await t.request(outsider).post(`${base}/read`, { lastMessageId: 1 })).status).toBe(403);
    expect((await t.request(outsider).get('/api/chat/unread')).body).toEqual([]);
  });
});

/**
 * Blocking (ADR 0050): PUT/DELETE/GET /api/blocks, and every block rule in both directions: Browse, a hub's
 * books and recommendations leave out the other's books; borrow and buy answer 403 'You can't borrow this
 * book.'; hub chat collapses the messages of a member the viewer blocked and leaves out those of a member
 * who blocked the viewer, in history and live replay alike. The blocked member is never told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';

let t: TestApp;
let hood: Awaited<ReturnType<typeof neighbourhood>>;
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  hood = await neighbourhood(t);
  asha = await hood.member({ name: 'Asha Menon' });
  ravi = await hood.member({ name: 'Ravi Kulkarni' });
  meera = await hood.member({ name: 'Meera Iyer' });
});
afterAll(() => t.close());

const block = (who: TestUser | null, id: number) => t.request(who).put(`/api/blocks/${id}`);
const unblock = (who: TestUser | null, id: number) => t.request(who).delete(`/api/blocks/${id}`);
const titles = (res: { body: { title: string }[] }) => res.body.map((b) => b.title);
const browse = (who: TestUser) => t.request(who).get('/api/books/browse?limit=50');
const hubBooks = (who: TestUser) => t.request(who).get('/api/books');
const borrow = (who: TestUser, bookId: number) =>
  t.request(who).post('/api/rentals/borrow', { bookId, duration: 7, paymentMethod: 'brocks' });
const buy = (who: TestUser, bookId: number) =>
  t.request(who).post('/api/purchases/buy', { bookId, paymentMethod: 'brocks' });
const history = (who: TestUser) => t.request(who).get(`/api/societies/${hood.hub.id}/messages`);
const say = (who: TestUser, content: string) =>
  t.request(who).post(`/api/societies/${hood.hub.id}/messages`, { content });

describe('PUT, DELETE and GET /api/blocks', () => {
  it('refuses signed-out callers with 401', async () => {
    expect((await block(null, ravi.user.id)).status).toBe(401);
    expect((await unblock(null, ravi.user.id)).status).toBe(401);
    expect((await t.request().get('/api/blocks')).status).toBe(401);
  });

  it('refuses blocking yourself (400) and an unknown member (404)', async () => {
    const self = await block(asha, asha.user.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot block yourself.');
    const unknown = await block(asha, 999_999);
    expect(unknown.status).toBe(404);
    expect((await unblock(asha, 999_999)).status).toBe(404);
  });

  it('blocks idempotently and lists the blocked members newest first with name and picture', async () => {
    expect((await block(asha, ravi.user.id)).status).toBe(200);
    expect((await block(asha, ravi.user.id)).status).toBe(200);
    t.clock.advance(60_000);
    expect((await block(asha, meera.user.id)).status).toBe(200);
    const list = await t.request(asha).get('/api/blocks');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: meera.user.id, name: 'Meera Iyer', picture: null, blockedAt: t.clock.now().toISOString() },
      expect.objectContaining({ id: ravi.user.id, name: 'Ravi Kulkarni' }),
    ]);
    // the block is invisible to the blocked member
    expect((await t.request(ravi).get('/api/blocks')).body).toEqual([]);
    expect((await unblock(asha, meera.user.id)).status).toBe(200);
    expect((await unblock(asha, meera.user.id)).status).toBe(200);
    expect((await t.request(asha).get('/api/blocks')).body).toHaveLength(1);
    expect((await unblock(asha, ravi.user.id)).status).toBe(200);
  });
});

describe('a block between Asha and Ravi, both ways', () => {
  let ashaBook: number;
  let raviBook: number;

  beforeAll(async () => {
    ashaBook = (await hood.book(asha, { title: 'Asha Shelf', sellingPricePaise: 20_000 })).id;
    raviBook = (await hood.book(ravi, { title: 'Ravi Shelf', sellingPricePaise: 20_000 })).id;
    await hood.book(meera, { title: 'Meera Shelf' });
    await say(ravi, 'Hello from Ravi');
    await say(asha, 'Hello from Asha');
    await block(asha, ravi.user.id);
  });

  it.each([
    ['the blocker', () => asha, 'Ravi Shelf'],
    ['the blocked member', () => ravi, 'Asha Shelf'],
  ])('Browse and the hub books leave out the other’s books for %s', async (_who, who, hidden) => {
    for (const res of [await browse(who()), await hubBooks(who())]) {
      expect(res.status).toBe(200);
      expect(titles(res)).not.toContain(hidden);
      expect(titles(res)).toContain('Meera Shelf');
    }
  });

  it('recommendations leave out the other’s books, both ways', async () => {
    await hood.book(asha, { title: 'Asha Fantasy', genre: 'Fantasy' });
    await hood.book(ravi, { title: 'Ravi Fantasy', genre: 'Fantasy' });
    const recommended = async (who: TestUser) => {
      const prefs = { preferences: [{ genre: 'Fantasy', preferenceLevel: 5 }] };
      expect((await t.request(who).post('/api/user/genre-preferences', prefs)).status).toBe(200);
      return titles(await t.request(who).get('/api/books/recommended'));
    };
    expect(await recommended(asha)).not.toContain('Ravi Fantasy');
    expect(await recommended(ravi)).not.toContain('Asha Fantasy');
    expect(await recommended(meera)).toEqual(expect.arrayContaining(['Asha Fantasy', 'Ravi Fantasy']));
  });

  it('the Available Books count leaves out the other’s books', async () => {
    const count = async (who: TestUser) =>
      (await t.request(who).get('/api/books/available-count')).body.count;
    // each of the two has two books by then (a shelf book and a fantasy book)
    const all = await count(meera);
    expect(await count(asha)).toBe(all - 2);
    expect(await count(ravi)).toBe(all - 2);
  });

  it('a third member still sees both', async () => {
    expect(titles(await browse(meera))).toEqual(expect.arrayContaining(['Asha Shelf', 'Ravi Shelf']));
  });

  it.each([
    ['the blocker borrows from the blocked', () => asha, () => raviBook],
    ['the blocked borrows from the blocker', () => ravi, () => ashaBook],
  ])('%s: 403 "You can\'t borrow this book." with no reason', async (_case, who, book) => {
    const res = await borrow(who(), book());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can't borrow this book.");
    const bought = await buy(who(), book());
    expect(bought.status).toBe(403);
    expect(bought.body.message).toBe("You can't borrow this book.");
  });

  it('the refusal is in Hindi for a Hindi caller', async () => {
    const res = await t
      .request(asha)
      .post(
        '/api/rentals/borrow',
        { bookId: raviBook, duration: 7, paymentMethod: 'brocks' },
        { headers: { 'accept-language': 'hi' } },
      );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('आप यह किताब उधार नहीं ले सकते।');
  });

  it('hub chat: the blocker sees the blocked member’s message collapsed, without content', async () => {
    const res = await history(asha);
    expect(res.status).toBe(200);
    const fromRavi = res.body.find((m: { sender_id: number }) => m.sender_id === ravi.user.id);
    expect(fromRavi).toMatchObject({ content: '', blocked: true, sender_name: 'Ravi Kulkarni' });
    const fromAsha = res.body.find((m: { sender_id: number }) => m.sender_id === asha.user.id);
    expect(fromAsha).toMatchObject({ content: 'Hello from Asha' });
    expect(fromAsha.blocked).toBeUndefined();
  });

  it('hub chat: the blocked member does not see the blocker’s messages at all', async () => {
    const res = await history(ravi);
    expect(res.body.map((m: { content: string }) => m.content)).toEqual(['Hello from Ravi']);
    expect(res.body.some((m: { blocked?: boolean }) => m.blocked)).toBe(false);
  });

  it('hub chat: unread counts leave out messages of a member blocked either way', async () => {
    const unread = async (who: TestUser) =>
      (await t.request(who).get('/api/chat/unread')).body.find(
        (u: { societyId: number }) => u.societyId === hood.hub.id,
      )?.unread;
    expect(await unread(asha)).toBe(0);
    expect(await unread(ravi)).toBe(0);
    expect(await unread(meera)).toBe(2);
  });

  it('hub chat: a third member sees both messages in full', async () => {
    const res = await history(meera);
    expect(res.body.map((m: { content: string }) => m.content)).toEqual([
      'Hello from Ravi',
      'Hello from Asha',
    ]);
  });

  it('new messages follow the same rules, and unblocking restores everything', async () => {
    await say(ravi, 'Second from Ravi');
    await say(asha, 'Second from Asha');
    const seenByAsha = (await history(asha)).body.map((m: { content: string }) => m.content);
    expect(seenByAsha).toEqual(['', 'Hello from Asha', '', 'Second from Asha']);
    const seenByRavi = (await history(ravi)).body.map((m: { content: string }) => m.content);
    expect(seenByRavi).toEqual(['Hello from Ravi', 'Second from Ravi']);
    await unblock(asha, ravi.user.id);
    expect((await history(ravi)).body).toHaveLength(4);
    expect(titles(await browse(ravi))).toContain('Asha Shelf');
    await block(asha, ravi.user.id);
  });

  it('the block made by the other side works the same (Ravi blocks Meera)', async () => {
    await block(ravi, meera.user.id);
    expect(titles(await browse(meera))).not.toContain('Ravi Shelf');
    expect((await borrow(meera, raviBook)).status).toBe(403);
    const meeraSees = (await history(meera)).body.map((m: { sender_id: number }) => m.sender_id);
    expect(meeraSees).not.toContain(ravi.user.id);
    await unblock(ravi, meera.user.id);
  });
});

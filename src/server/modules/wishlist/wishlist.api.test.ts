import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';

/** Wishlist calls (spec 000 §7; 001 §2.17, §7; 002 §3 "Wishlist item"; ADR 0024). */
describe('/api/wishlist', () => {
  let t: TestApp;
  let owner: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let outsider: TestUser;
  let tiger: number;
  let lent: number;
  let elsewhere: number;

  const add = (who: TestUser | undefined, body: object) => t.request(who).post('/api/wishlist', body);
  const list = (who: TestUser) => t.request(who).get('/api/wishlist');
  const check = (who: TestUser | undefined, id: number) => t.request(who).get(`/api/wishlist/check/${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ name: 'Arjun Rao' });
    reader = await t.signIn({ name: 'Asha Menon' });
    other = await t.signIn({ name: 'Ravi Kulkarni' });
    outsider = await t.signIn({ name: 'Meera Iyer' });
    const hub = await insertHub(t.db);
    const hub2 = await insertHub(t.db);
    for (const u of [owner, reader, other]) await addMember(t.db, hub.id, u.user.id);
    await addMember(t.db, hub2.id, outsider.user.id);
    const book = (attrs: object, hubIds = [hub.id], ownerId = owner.user.id) =>
      insertBook(t.db, { ownerId, hubIds, ...attrs }).then((b) => b.id);
    tiger = await book({
      title: 'The White Tiger',
      author: 'Aravind Adiga',
      genre: 'Fiction',
      dailyFeePaise: 1500,
    });
    lent = await book({ title: 'Gitanjali', author: 'Tagore', genre: 'Poetry', isAvailable: false });
    elsewhere = await book({ title: 'Far Away' }, [hub2.id], outsider.user.id);
  });
  afterAll(() => t.close());

  it('refuses every call signed out with 401', async () => {
    expect((await t.request().get('/api/wishlist')).status).toBe(401);
    expect((await check(undefined, tiger)).status).toBe(401);
    expect((await add(undefined, { bookId: tiger })).status).toBe(401);
    expect((await t.request().patch(`/api/wishlist/${tiger}`, { priority: 2 })).status).toBe(401);
    expect((await t.request().delete(`/api/wishlist/${tiger}`)).status).toBe(401);
  });

  it('starts empty and check says false', async () => {
    expect((await list(reader)).body).toEqual([]);
    expect((await check(reader, tiger)).body).toEqual({ isWishlisted: false });
  });

  it('adds a book with priority 1 by default and lists it with its book', async () => {
    const res = await add(reader, { bookId: tiger });
    expect(res.status).toBe(200);
    const item = {
      priority: 1,
      notes: null,
      addedAt: t.clock.now().toISOString(),
      book: {
        id: tiger,
        title: 'The White Tiger',
        author: 'Aravind Adiga',
        genre: 'Fiction',
        isAvailable: true,
        dailyFee: 15,
      },
    };
    expect(res.body).toMatchObject(item);
    expect((await list(reader)).body).toEqual([{ ...item, id: res.body.id }]);
    expect((await check(reader, tiger)).body).toEqual({ isWishlisted: true });
    // another member's wishlist is their own
    expect((await check(other, tiger)).body).toEqual({ isWishlisted: false });
    expect((await list(other)).body).toEqual([]);
  });

  it('refuses a duplicate add with 409, even two at once', async () => {
    const res = await add(reader, { bookId: tiger });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This book is already in your wishlist');
    const both = await Promise.all([add(other, { bookId: lent }), add(other, { bookId: lent })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await list(other)).body).toHaveLength(1);
  });

  it('lists a lent book as not available, newest first', async () => {
    t.clock.advance(60_000);
    expect((await add(reader, { bookId: lent, priority: 3 })).status).toBe(200);
    const items = (await list(reader)).body;
    expect(
      items.map((i: { book: { id: number; isAvailable: boolean }; priority: number }) => [
        i.book.id,
        i.book.isAvailable,
        i.priority,
      ]),
    ).toEqual([
      [lent, false, 3],
      [tiger, true, 1],
    ]);
  });

  it('refuses a book outside the member’s hubs or unknown with 404 Book not found', async () => {
    for (const bookId of [elsewhere, 999_999]) {
      const res = await add(reader, { bookId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Book not found');
    }
  });

  it('refuses priority 0, 4 and 1.5 with the priority message', async () => {
    for (const priority of [0, 4, 1.5, '1']) {
      const res = await add(reader, { bookId: tiger, priority });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Priority must be 1 (High), 2 (Medium) or 3 (Low)');
    }
  });

  it('PATCH changes priority and notes; blank notes clear them; too long notes are refused', async () => {
    const res = await t
      .request(reader)
      .patch(`/api/wishlist/${tiger}`, { priority: 2, notes: '  For the trip  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ priority: 2, notes: 'For the trip', book: { id: tiger } });
    expect((await t.request(reader).patch(`/api/wishlist/${tiger}`, { notes: ' ' })).body.notes).toBeNull();
    const long = await t.request(reader).patch(`/api/wishlist/${tiger}`, { notes: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Notes can be at most 500 characters');
    const bad = await t.request(reader).patch(`/api/wishlist/${tiger}`, { priority: 4 });
    expect(bad.status).toBe(400);
  });

  it('PATCH and DELETE of a book not on the wishlist answer 404 — another member cannot touch it', async () => {
    const patch = await t.request(outsider).patch(`/api/wishlist/${tiger}`, { priority: 3 });
    expect(patch.status).toBe(404);
    expect(patch.body.message).toBe('This book is not in your wishlist');
    expect((await t.request(outsider).delete(`/api/wishlist/${tiger}`)).status).toBe(404);
    expect(
      (await list(reader)).body.find((i: { book: { id: number } }) => i.book.id === tiger),
    ).toMatchObject({ priority: 2 });
  });

  it('DELETE removes the item; a second DELETE is 404', async () => {
    const res = await t.request(reader).delete(`/api/wishlist/${tiger}`);
    expect(res.status).toBe(200);
    expect((await check(reader, tiger)).body).toEqual({ isWishlisted: false });
    expect((await t.request(reader).delete(`/api/wishlist/${tiger}`)).status).toBe(404);
    expect((await list(reader)).body.map((i: { book: { id: number } }) => i.book.id)).toEqual([lent]);
  });

  it('a deleted book leaves the list', async () => {
    expect((await add(reader, { bookId: tiger })).status).toBe(200);
    expect((await t.request(owner).delete(`/api/books/${tiger}`)).status).toBe(200);
    expect((await list(reader)).body.map((i: { book: { id: number } }) => i.book.id)).toEqual([lent]);
    expect((await check(reader, tiger)).body).toEqual({ isWishlisted: false });
  });
});

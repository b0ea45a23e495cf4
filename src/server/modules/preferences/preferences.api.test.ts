import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@/contract/messages';
import { bookAlerts, purchases, rentals } from '../../db/schema';
import { insertBook, insertReview } from '../../seed/books';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

/** Genre preferences (spec 000 §5, §7; docs/decisions/0026-genre-preferences-and-recommendations.md). */
describe('GET/POST /api/user/genre-preferences', () => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  const path = '/api/user/genre-preferences';

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signIn();
    other = await t.signIn();
  });
  afterAll(() => t.close());

  it('refuses signed-out callers with 401', async () => {
    expect((await t.request().get(path)).status).toBe(401);
    expect((await t.request().post(path, { preferences: [] })).status).toBe(401);
  });

  it('answers an empty list before any save', async () => {
    const res = await t.request(member).get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    ['none', [], validationMessage('preferences.noneSelected')],
    [
      'an unknown genre',
      [{ genre: 'Horror', preferenceLevel: 5 }],
      validationMessage('preferences.unknownGenre'),
    ],
    ['level 2', [{ genre: 'Fantasy', preferenceLevel: 2 }], validationMessage('preferences.badLevel')],
    [
      'a genre twice',
      [
        { genre: 'Fantasy', preferenceLevel: 5 },
        { genre: 'Fantasy', preferenceLevel: 1 },
      ],
      validationMessage('preferences.duplicate'),
    ],
  ])('refuses %s with 400 and a message', async (_what, preferences, message) => {
    const res = await t.request(member).post(path, { preferences });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('saves a set, and a second save replaces it; other members are untouched', async () => {
    await t.request(other).post(path, { preferences: [{ genre: 'Poetry', preferenceLevel: 3 }] });
    const first = await t.request(member).post(path, {
      preferences: [
        { genre: 'Fantasy', preferenceLevel: 5 },
        { genre: 'Cooking', preferenceLevel: 3 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { genre: 'Cooking', preferenceLevel: 3 },
      { genre: 'Fantasy', preferenceLevel: 5 },
    ]);
    await t.request(member).post(path, { preferences: [{ genre: 'Romance', preferenceLevel: 1 }] });
    expect((await t.request(member).get(path)).body).toEqual([{ genre: 'Romance', preferenceLevel: 1 }]);
    expect((await t.request(other).get(path)).body).toEqual([{ genre: 'Poetry', preferenceLevel: 3 }]);
  });
});

/** Recommendations (spec 000 §7 "GET /api/books/recommended", 001 §2.3; ADR 0026). */
describe('GET /api/books/recommended', () => {
  let t: TestApp;
  let reader: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  const titles = async (who: TestUser) =>
    ((await t.request(who).get('/api/books/recommended')).body as { title: string }[]).map((b) => b.title);

  beforeAll(async () => {
    t = await createTestApp();
    reader = await t.signIn();
    owner = await t.signIn({ name: 'Arjun Rao' });
    stranger = await t.signIn();
    const hub = await insertHub(t.db);
    const otherHub = await insertHub(t.db);
    for (const u of [reader, owner]) await addMember(t.db, hub.id, u.user.id);
    await addMember(t.db, otherHub.id, stranger.user.id);
    const add = (title: string, genre: string, extra: object = {}) =>
      insertBook(t.db, { ownerId: owner.user.id, hubIds: [hub.id], title, genre, ...extra });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

    await add('Old Fantasy', 'Fantasy', { createdAt: at(1) });
    await add('New Fantasy', 'Fantasy', { createdAt: at(2) });
    const rated = await add('Rated Fantasy', 'Fantasy', { createdAt: at(0) });
    await insertReview(t.db, { bookId: rated.id, userId: stranger.user.id, rating: 5 });
    await add('Liked Mystery', 'Mystery', { createdAt: at(5) });
    await add('Skipped Romance', 'Romance');
    await add('Curry Recipes', 'Non-Fiction', {
      description: 'A cookbook of home cuisine',
      createdAt: at(3),
    });
    await add('Fantasy Cookbook', 'Fantasy', { description: 'Recipes', title: 'Fantasy Cookbook' });
    await add('Lent Fantasy', 'Fantasy', { isAvailable: false });
    await add('Sold Fantasy', 'Fantasy', { status: 'sold' });
    await insertBook(t.db, {
      ownerId: reader.user.id,
      hubIds: [hub.id],
      title: 'Own Fantasy',
      genre: 'Fantasy',
    });
    await insertBook(t.db, {
      ownerId: stranger.user.id,
      hubIds: [otherHub.id],
      title: 'Other Hub Fantasy',
      genre: 'Fantasy',
    });
    const borrowed = await add('Borrowed Fantasy', 'Fantasy');
    const bought = await add('Bought Fantasy', 'Fantasy');
    const money = { dailyFeePaise: 1000, rentalFeePaise: 1000, platformFeePaise: 0, securityDepositPaise: 0 };
    await t.db.insert(rentals).values({
      bookId: borrowed.id,
      borrowerId: reader.user.id,
      lenderId: owner.user.id,
      status: 'completed',
      startDate: at(0),
      endDate: at(24 * 60),
      durationDays: 1,
      ...money,
      totalPaise: 1000,
      lenderAmountPaise: 1000,
      paymentMethod: 'mock',
    });
    await t.db.insert(purchases).values({
      bookId: bought.id,
      buyerId: reader.user.id,
      sellerId: owner.user.id,
      purchasePricePaise: 1000,
      platformFeePaise: 0,
      totalPaise: 1000,
      paymentMethod: 'mock',
    });
  });
  afterAll(() => t.close());

  it('refuses signed-out callers with 401', async () => {
    expect((await t.request().get('/api/books/recommended')).status).toBe(401);
  });

  it('answers nothing for a member without preferences', async () => {
    expect(await titles(reader)).toEqual([]);
  });

  it('ranks by level, rating, newest; leaves out Skip, own, unavailable, borrowed, bought and other hubs', async () => {
    await t.request(reader).post('/api/user/genre-preferences', {
      preferences: [
        { genre: 'Fantasy', preferenceLevel: 5 },
        { genre: 'Mystery', preferenceLevel: 3 },
        { genre: 'Cooking', preferenceLevel: 1 },
        { genre: 'Romance', preferenceLevel: 1 },
      ],
    });
    expect(await titles(reader)).toEqual(['Rated Fantasy', 'New Fantasy', 'Old Fantasy', 'Liked Mystery']);
    const [first] = (await t.request(reader).get('/api/books/recommended')).body;
    expect(first).toMatchObject({
      reason: 'You love Fantasy',
      owner: { name: 'Arjun Rao' },
      averageRating: 5,
    });
  });

  it('matches a word genre against title and description, with its reason', async () => {
    await t.request(reader).post('/api/user/genre-preferences', {
      preferences: [{ genre: 'Cooking', preferenceLevel: 3 }],
    });
    const res = await t.request(reader).get('/api/books/recommended');
    expect(res.body.map((b: { title: string }) => b.title)).toEqual(['Fantasy Cookbook', 'Curry Recipes']);
    expect(res.body[1].reason).toBe('You like Cooking');
  });

  it("does not show a hub's books to a member of another hub", async () => {
    await t.request(stranger).post('/api/user/genre-preferences', {
      preferences: [{ genre: 'Fantasy', preferenceLevel: 5 }],
    });
    expect(await titles(stranger)).toEqual([]);
  });

  it('leaves out books held for another member, lists each book once at its best level, reason first by name', async () => {
    const hub = await insertHub(t.db);
    for (const u of [reader, owner]) await addMember(t.db, hub.id, u.user.id);
    const at = (minutes: number) => new Date(Date.UTC(2026, 1, 1, 0, minutes));
    const add = (title: string, genre: string, minutes: number, description?: string) =>
      insertBook(t.db, {
        ownerId: owner.user.id,
        hubIds: [hub.id],
        title,
        genre,
        description,
        createdAt: at(minutes),
      });
    const hold = (bookId: number, userId: number) =>
      t.db.insert(bookAlerts).values({
        bookId,
        userId,
        status: 'held',
        createdAt: at(0),
        heldAt: at(0),
        holdExpiresAt: new Date(Date.now() + 86_400_000),
      });
    await hold((await add('Held For Another', 'History', 9)).id, stranger.user.id);
    await hold((await add('Held For You', 'History', 4)).id, reader.user.id);
    await add('History Travelogue', 'History', 5, 'A travelogue of old roads');
    await add('Road Poems', 'Poetry', 3, 'A long journey in verse');
    await add('Plain Poems', 'Poetry', 1);
    await add('Stoic Poems', 'Poetry', 2);
    await t.request(reader).post('/api/user/genre-preferences', {
      preferences: [
        { genre: 'Travel', preferenceLevel: 5 },
        { genre: 'History', preferenceLevel: 5 },
        { genre: 'Poetry', preferenceLevel: 3 },
        { genre: 'Philosophy', preferenceLevel: 3 },
      ],
    });
    const res = await t.request(reader).get('/api/books/recommended');
    const got = (res.body as { title: string; reason: string }[]).map((b) => [b.title, b.reason]);
    expect(got).toEqual([
      ['History Travelogue', 'You love History'],
      ['Held For You', 'You love History'],
      ['Road Poems', 'You love Travel'],
      ['Stoic Poems', 'You like Philosophy'],
      ['Plain Poems', 'You like Poetry'],
    ]);
    expect(res.body[1].reservedForYou).toBe(true);
  });
});

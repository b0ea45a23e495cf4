import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';

/** Reviews (spec 000 §2 "Reviews panel", §3 "Review", §5 "Review", §7, §8 "Review save"). */
describe('GET/POST /api/books/{id}/reviews', () => {
  let t: TestApp;
  let owner: TestUser;
  let reader: TestUser;
  let critic: TestUser;
  let bookId: number;

  const reviews = (bookIdOrPath: number, who?: TestUser) =>
    t.request(who).get(`/api/books/${bookIdOrPath}/reviews`);
  const post = (who: TestUser | undefined, body: object, id = bookId) =>
    t.request(who).post(`/api/books/${id}/reviews`, body);
  const book = async () => (await t.request(reader).get(`/api/books/${bookId}`)).body;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ name: 'Arjun Rao' });
    reader = await t.signIn({ name: 'Asha Menon' });
    critic = await t.signIn({ name: 'Ravi Kulkarni' });
    const hub = await insertHub(t.db);
    for (const u of [owner, reader, critic]) await addMember(t.db, hub.id, u.user.id);
    bookId = (await insertBook(t.db, { ownerId: owner.user.id, hubIds: [hub.id], title: 'The White Tiger' }))
      .id;
  });
  afterAll(() => t.close());

  it('answers an empty list for a book nobody reviewed, to anyone', async () => {
    const res = await reviews(bookId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('refuses a signed-out writer with 401', async () => {
    expect((await post(undefined, { rating: 4 })).status).toBe(401);
  });

  it('creates a review (created: true) and the book gets its average', async () => {
    const res = await post(reader, { rating: 4, reviewText: '  Sharp and funny.  ', isPublic: true });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(true);
    expect(res.body.review).toMatchObject({
      bookId,
      userId: reader.user.id,
      rating: 4,
      reviewText: 'Sharp and funny.',
      isPublic: true,
      helpfulVotes: 0,
      user: { name: 'Asha Menon' },
      createdAt: t.clock.now().toISOString(),
    });
    expect(await book()).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('a second POST by the same member updates the review (created: false)', async () => {
    t.clock.advance(3_600_000);
    const res = await post(reader, { rating: 2, reviewText: 'Changed my mind.', isPublic: true });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(false);
    expect(res.body.review).toMatchObject({ rating: 2, reviewText: 'Changed my mind.' });
    expect(res.body.review.updatedAt).toBe(t.clock.now().toISOString());
    const list = (await reviews(bookId)).body;
    expect(list).toHaveLength(1);
    expect(await book()).toMatchObject({ averageRating: 2, reviewCount: 1 });
  });

  it('averages several members, lists newest first with names, and isPublic defaults to true', async () => {
    t.clock.advance(60_000);
    const res = await post(critic, { rating: 5 });
    expect(res.body.review).toMatchObject({ isPublic: true, reviewText: null });
    const list = (await reviews(bookId)).body;
    expect(list.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Ravi Kulkarni', 'Asha Menon']);
    expect(await book()).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
  });

  it('a private review is shown only to its author and does not count in the average', async () => {
    await post(critic, { rating: 1, reviewText: 'Just for me', isPublic: false });
    expect(await book()).toMatchObject({ averageRating: 2, reviewCount: 1 });
    const forOthers = (await reviews(bookId, reader)).body;
    expect(forOthers.map((r: { userId: number }) => r.userId)).toEqual([reader.user.id]);
    const signedOut = (await reviews(bookId)).body;
    expect(signedOut).toHaveLength(1);
    const forAuthor = (await reviews(bookId, critic)).body;
    expect(forAuthor.map((r: { userId: number }) => r.userId).sort()).toEqual(
      [reader.user.id, critic.user.id].sort(),
    );
  });

  it("refuses the owner's own review with 403", async () => {
    const res = await post(owner, { rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot review your own book');
  });

  it.each([0, 6, 3.5, '4', undefined])('refuses rating %j with 400', async (rating) => {
    const res = await post(reader, { rating, reviewText: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a rating from 1 to 5 stars');
  });

  it('answers 404 for an unknown or deleted book', async () => {
    expect((await reviews(999999)).status).toBe(404);
    expect((await post(reader, { rating: 3 }, 999999)).status).toBe(404);
    const hub = await insertHub(t.db);
    const gone = await insertBook(t.db, { ownerId: owner.user.id, hubIds: [hub.id], status: 'deleted' });
    const res = await post(reader, { rating: 3 }, gone.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Book not found');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';
import { bookHubs, books, type HubRow } from '../../db/schema';

/**
 * Adding, reading and editing books (spec 000 §5 "Add book", §7 "Book creation"; 001 §2.4, §2.11, §6),
 * hub lists and the public book summary. Deleting is in delete.api.test.ts, hub counts in facts.api.test.ts.
 */
describe('books', () => {
  let t: TestApp;
  let owner: TestUser;
  let neighbour: TestUser;
  let stranger: TestUser;
  let home: HubRow;
  let school: HubRow;
  let elsewhere: HubRow;

  const valid = {
    title: 'The Guide',
    author: 'R. K. Narayan',
    isbn: '0-14-303965-2',
    genre: 'Fiction',
    description: 'Raju, a tourist guide in Malgudi, is mistaken for a holy man.',
    imageUrl: 'https://covers.openlibrary.org/b/id/8231856-M.jpg',
    coverImageUrl: '',
    condition: 'Very Good',
    dailyFee: 15,
    sellingPrice: 199.5,
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ name: 'Meera Iyer' });
    neighbour = await t.signIn({ name: 'Priya Nair' });
    stranger = await t.signIn({ name: 'Kabir Singh' });
    home = await insertHub(t.db, { name: 'Prestige Shantiniketan', hubType: 'society' });
    school = await insertHub(t.db, { name: 'Whitefield Public School', hubType: 'school' });
    elsewhere = await insertHub(t.db, { name: 'Capital Greens' });
    await addMember(t.db, home.id, owner.user.id);
    await addMember(t.db, school.id, owner.user.id);
    await addMember(t.db, home.id, neighbour.user.id);
    await addMember(t.db, elsewhere.id, stranger.user.id);
  });
  afterAll(() => t.close());

  const create = (who: TestUser, body: object) => t.request(who).post('/api/books', body);

  describe('POST /api/books', () => {
    it('refuses a signed-out caller with 401', async () => {
      expect((await t.request().post('/api/books', valid)).status).toBe(401);
    });

    it("adds a book in all the owner's hubs, storing the ISBN-13 and answering rupees", async () => {
      const res = await create(owner, valid);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: 'The Guide',
        author: 'R. K. Narayan',
        isbn: '0143039652',
        genre: 'Fiction',
        condition: 'Very Good',
        dailyFee: 15,
        sellingPrice: 199.5,
        imageUrl: 'https://covers.openlibrary.org/b/id/8231856-M.jpg',
        coverImageUrl: null,
        isAvailable: true,
        status: 'listed',
        ownerId: owner.user.id,
        owner: { name: 'Meera Iyer' },
        societyId: home.id,
        hubName: 'Prestige Shantiniketan',
        hubType: 'society',
        averageRating: null,
        reviewCount: 0,
        createdAt: t.clock.now().toISOString(),
      });
      const [row] = await t.db.select().from(books).where(eq(books.id, res.body.id));
      expect(row.isbn13).toBe('9780143039655');
      expect(row.dailyFeePaise).toBe(1500);
      expect(row.sellingPricePaise).toBe(19950);
      const hubs = await t.db.select().from(bookHubs).where(eq(bookHubs.bookId, res.body.id));
      expect(hubs.map((h) => h.hubId).sort()).toEqual([home.id, school.id].sort());
    });

    it('lists in the chosen hubs only, and refuses a hub the owner has not joined', async () => {
      const res = await create(owner, { ...valid, title: 'Swami and Friends', societyIds: [school.id] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ societyId: school.id, hubType: 'school' });
      const neighbourView = await t.request(neighbour).get(`/api/books/browse?search=swami`);
      expect(neighbourView.body).toEqual([]);

      const refused = await create(owner, { ...valid, societyIds: [elsewhere.id] });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('You can list a book only in hubs you have joined');
    });

    it('accepts form strings for money, and an empty or zero selling price as not for sale', async () => {
      const res = await create(owner, { ...valid, dailyFee: '7.5', sellingPrice: '' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ dailyFee: 7.5, sellingPrice: null });
      const zero = await create(owner, { ...valid, sellingPrice: 0 });
      expect(zero.body.sellingPrice).toBeNull();
      const absent = await create(owner, { ...valid, sellingPrice: null });
      expect(absent.body.sellingPrice).toBeNull();
    });

    it("refuses a member of no hub: 'You need to join a society before adding books.'", async () => {
      const loner = await t.signIn();
      const res = await create(loner, valid);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('You need to join a society before adding books.');
    });

    it.each([
      ['dailyFee', 0, 'Daily fee must be a positive number'],
      ['dailyFee', -5, 'Daily fee must be a positive number'],
      ['dailyFee', 'ten', 'Daily fee must be a positive number'],
      ['dailyFee', undefined, 'Daily fee must be a positive number'],
      ['sellingPrice', -1, 'Selling price must be a positive number or empty'],
      ['sellingPrice', 'free', 'Selling price must be a positive number or empty'],
      ['isbn', '12345', 'Please enter a valid ISBN (10 or 13 digits)'],
      ['isbn', '9780143039656', 'Please enter a valid ISBN (10 or 13 digits)'],
      ['isbn', '97801430396AB', 'Please enter a valid ISBN (10 or 13 digits)'],
      ['isbn', '', 'Please enter an ISBN number'],
      ['title', '  ', 'Title is required'],
      ['author', undefined, 'Author is required'],
      ['genre', '', 'Please select a genre'],
      ['condition', 'Mint', 'Please select a condition'],
      ['imageUrl', 'javascript:alert(1)', 'Please enter a valid image link'],
    ])('refuses %s = %j with "%s"', async (field, value, message) => {
      const res = await create(owner, { ...valid, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    });
  });

  describe('reading', () => {
    let guideId: number;
    beforeAll(async () => {
      guideId = (await create(owner, { ...valid, title: 'Malgudi Days' })).body.id;
    });

    it('GET /api/books/{id} answers a signed-in member the full book', async () => {
      const res = await t.request(neighbour).get(`/api/books/${guideId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: guideId,
        title: 'Malgudi Days',
        ownerId: owner.user.id,
        owner: { name: 'Meera Iyer' },
      });
      expect(res.body.hubName).toBe('Prestige Shantiniketan');
    });

    it('GET /api/books/{id} answers a signed-out visitor a public summary without owner or hub name', async () => {
      const res = await t.request().get(`/api/books/${guideId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: guideId,
        title: 'Malgudi Days',
        author: 'R. K. Narayan',
        dailyFee: 15,
        sellingPrice: 199.5,
      });
      expect(res.body).not.toHaveProperty('owner');
      expect(res.body).not.toHaveProperty('ownerId');
      expect(res.body).not.toHaveProperty('hubName');
      expect(res.body).not.toHaveProperty('societyId');
    });

    it('GET /api/books/{id} answers 404 for an unknown book', async () => {
      const res = await t.request(neighbour).get('/api/books/999999');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Book not found');
    });

    it("GET /api/books and /api/books/all list the caller's hubs' books, newest first", async () => {
      t.clock.advance(60_000);
      const newer = (await create(owner, { ...valid, title: 'The English Teacher', societyIds: [home.id] }))
        .body.id;
      for (const path of ['/api/books', '/api/books/all']) {
        const res = await t.request(neighbour).get(path);
        expect(res.status).toBe(200);
        expect(res.body[0].id).toBe(newer);
        expect(res.body.map((b: { title: string }) => b.title)).not.toContain('Swami and Friends');
        const strangers = await t.request(stranger).get(path);
        expect(strangers.body).toEqual([]);
        expect((await t.request().get(path)).status).toBe(401);
      }
    });

    it("GET /api/books/my lists the caller's listed and sold books but not deleted ones", async () => {
      const sold = await insertBook(t.db, {
        ownerId: owner.user.id,
        hubIds: [home.id],
        title: 'Sold Copy',
        status: 'sold',
        isAvailable: false,
      });
      const gone = await insertBook(t.db, {
        ownerId: owner.user.id,
        hubIds: [home.id],
        title: 'Gone Copy',
        status: 'deleted',
      });
      const res = await t.request(owner).get('/api/books/my');
      expect(res.status).toBe(200);
      const ids = res.body.map((b: { id: number }) => b.id);
      expect(ids).toContain(sold.id);
      expect(ids).toContain(guideId);
      expect(ids).not.toContain(gone.id);
      expect(res.body.every((b: { ownerId: number }) => b.ownerId === owner.user.id)).toBe(true);
      expect((await t.request(neighbour).get('/api/books/my')).body).toEqual([]);
    });
  });

  describe('PATCH /api/books/{id}', () => {
    let bookId: number;
    beforeAll(async () => {
      bookId = (await create(owner, { ...valid, title: 'Mr Sampath' })).body.id;
    });

    it('lets the owner edit fields, normalising a new ISBN-10 to ISBN-13', async () => {
      const res = await t.request(owner).patch(`/api/books/${bookId}`, {
        ...valid,
        title: 'Mr. Sampath',
        isbn: '0140185445',
        dailyFee: 9,
        sellingPrice: '',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: bookId,
        title: 'Mr. Sampath',
        isbn: '0140185445',
        dailyFee: 9,
        sellingPrice: null,
      });
      const [row] = await t.db.select().from(books).where(eq(books.id, bookId));
      expect(row.isbn13).toBe('9780140185447');
    });

    it('changes the hubs a book is listed in', async () => {
      const res = await t.request(owner).patch(`/api/books/${bookId}`, { societyIds: [school.id] });
      expect(res.status).toBe(200);
      expect(res.body.societyId).toBe(school.id);
      const hubs = await t.db.select().from(bookHubs).where(eq(bookHubs.bookId, bookId));
      expect(hubs.map((h) => h.hubId)).toEqual([school.id]);
    });

    it('refuses another member with 403 and a signed-out caller with 401', async () => {
      const res = await t.request(neighbour).patch(`/api/books/${bookId}`, { title: 'Mine now' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the owner can change this book');
      expect((await t.request().patch(`/api/books/${bookId}`, { title: 'x' })).status).toBe(401);
    });

    it('validates like adding', async () => {
      const res = await t.request(owner).patch(`/api/books/${bookId}`, { dailyFee: 0 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Daily fee must be a positive number');
    });
  });
});

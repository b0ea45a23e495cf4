import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';
import { catalogueCache } from '../../db/schema';
import {
  ISBN_FIXTURES_DIR,
  startFakeCatalogue,
  type FakeCatalogue,
} from '../../integrations/catalogue/fake-catalogue';

/**
 * Catalogue lookups against a local fake Google Books / Open Library (spec 000 §7, Book creation): Google
 * first, Open Library next, each limited to 3 s, answers cached, books already listed as the last resort.
 */
describe('catalogue lookups', () => {
  let fake: FakeCatalogue;
  let t: TestApp;
  let member: TestUser;

  const lookup = (isbn: string, who: TestUser | null = member) =>
    t.request(who).get(`/api/catalogue/isbn/${isbn}`);
  const findIsbn = (body: object, who: TestUser | null = member) =>
    t.request(who).post('/api/books/find-isbn', body);
  const timed = async <T>(run: () => Promise<T>) => {
    const start = Date.now();
    const result = await run();
    return { result, ms: Date.now() - start };
  };

  beforeAll(async () => {
    fake = await startFakeCatalogue(ISBN_FIXTURES_DIR);
    t = await createTestApp({ GOOGLE_BOOKS_URL: fake.googleBooksUrl, OPEN_LIBRARY_URL: fake.openLibraryUrl });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.mode.google = 'ok';
    fake.mode.openLibrary = 'ok';
    fake.requests.length = 0;
    await t.db.delete(catalogueCache);
    // a fresh session each time: one test moves the clock past the session lifetime
    member = await t.signIn();
  });

  describe('GET /api/catalogue/isbn/{isbn}', () => {
    it('refuses a signed-out caller with 401', async () => {
      expect((await lookup('9780099560432', null)).status).toBe(401);
    });

    it('answers from Google Books, with an https cover and a browse genre', async () => {
      const res = await lookup('9780099560432');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        isbn13: '9780099560432',
        title: 'Ready Player One',
        author: 'Ernest Cline',
        description: expect.stringContaining("It's the year 2044"),
        genre: 'Fiction',
        imageUrl:
          'https://books.google.com/books/content?id=4zugGMReN3cC&printsec=frontcover&img=1&zoom=1&source=gbs_api',
        source: 'google_books',
      });
      expect(fake.requests).toContain('/google/volumes?q=isbn%3A9780099560432');
    });

    it('looks an ISBN-10 up by its ISBN-13 and answers repeats from the cache without asking again', async () => {
      await lookup('9780008117498');
      const asked = fake.requests.length;
      const res = await lookup('0-00-811749-7');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isbn13: '9780008117498',
        title: 'Foundation',
        author: 'Isaac Asimov',
        source: 'google_books',
      });
      expect(fake.requests.length).toBe(asked);
    });

    it('asks again once the cached answer is older than 30 days', async () => {
      await lookup('9780008117498');
      t.clock.advance(31 * 24 * 60 * 60 * 1000);
      member = await t.signIn();
      const asked = fake.requests.length;
      expect((await lookup('9780008117498')).status).toBe(200);
      expect(fake.requests.length).toBeGreaterThan(asked);
    });

    it('answers a record without cover or description with nulls', async () => {
      const res = await lookup('9780918024565');
      expect(res.body).toMatchObject({
        title: 'Willard Gibbs',
        author: 'Muriel Rukeyser',
        imageUrl: null,
        description: null,
        genre: 'Science',
      });
    });

    it('falls back to Open Library when Google Books has no match', async () => {
      const res = await lookup('9780316030571');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        isbn13: '9780316030571',
        title: 'Use of Weapons',
        author: 'Iain M. Banks',
        description: null,
        genre: 'Fiction',
        imageUrl: 'https://covers.openlibrary.org/b/id/2379038-M.jpg',
        source: 'open_library',
      });
      expect(fake.requests).toContain(
        '/openlibrary/api/books?bibkeys=ISBN%3A9780316030571&format=json&jscmd=data',
      );
    });

    it('falls back to Open Library within about 3 s when Google Books never answers', async () => {
      fake.mode.google = 'hang';
      const { result: res, ms } = await timed(() => lookup('9780316030571'));
      expect(res.status).toBe(200);
      expect(res.body.source).toBe('open_library');
      expect(ms).toBeGreaterThanOrEqual(2_900);
      expect(ms).toBeLessThan(6_000);
    });

    it('does not wait for Open Library when Google Books answers', async () => {
      fake.mode.openLibrary = 'hang';
      const { result: res, ms } = await timed(() => lookup('9780099560432'));
      expect(res.body.source).toBe('google_books');
      expect(ms).toBeLessThan(2_000);
    });

    it('answers from a book already listed with that ISBN when both catalogues are down', async () => {
      const owner = await t.signIn({ name: 'Lender' });
      const hub = await insertHub(t.db);
      await addMember(t.db, hub.id, owner.user.id);
      await insertBook(t.db, {
        ownerId: owner.user.id,
        hubIds: [hub.id],
        title: 'The God of Small Things',
        author: 'Arundhati Roy',
        isbn: '0006550681',
        genre: 'Fiction',
        description: 'Twins in Ayemenem, Kerala.',
        coverImageUrl: 'https://covers.openlibrary.org/b/id/8228691-M.jpg',
      });
      fake.mode.google = 'down';
      fake.mode.openLibrary = 'down';
      const res = await lookup('9780006550686');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        isbn13: '9780006550686',
        title: 'The God of Small Things',
        author: 'Arundhati Roy',
        description: 'Twins in Ayemenem, Kerala.',
        genre: 'Fiction',
        imageUrl: 'https://covers.openlibrary.org/b/id/8228691-M.jpg',
        source: 'hubshelf',
      });

      fake.mode.google = 'hang';
      fake.mode.openLibrary = 'hang';
      const { result: slow, ms } = await timed(() => lookup('0006550681'));
      expect(slow.body.source).toBe('hubshelf');
      expect(ms).toBeLessThan(6_000);
    });

    it('answers 404 with a clear message when nobody knows the ISBN', async () => {
      const res = await lookup('9780306406157');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No book found for this ISBN. Please enter the details manually.');
    });

    it('refuses a malformed ISBN with 400 and the spec message', async () => {
      const res = await lookup('12345');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid ISBN (10 or 13 digits)');
    });
  });

  describe('POST /api/books/find-isbn', () => {
    it('refuses a signed-out caller with 401', async () => {
      expect((await findIsbn({ title: 'Foundation' }, null)).status).toBe(401);
    });

    it('finds the ISBN of a title and author through Google Books', async () => {
      const res = await findIsbn({ title: 'Ready Player One', author: 'Ernest Cline', region: 'IN' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        isbn: '9780099560432',
        genre: 'Fiction',
        description: expect.stringContaining('2044'),
        imageUrl: expect.stringMatching(/^https:\/\/books\.google\.com\//),
      });
      const query = fake.requests.find((r) => r.startsWith('/google/volumes?q=intitle'));
      expect(query).toContain('country=IN');
      // the record is cached under its ISBN
      const asked = fake.requests.length;
      expect((await lookup('9780099560432')).body.title).toBe('Ready Player One');
      expect(fake.requests.length).toBe(asked);
    });

    it('uses Open Library search when Google Books is down', async () => {
      fake.mode.google = 'down';
      const res = await findIsbn({ title: 'Use of Weapons', author: 'Banks' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        isbn: '9780316030571',
        genre: 'Fiction',
        description: null,
        imageUrl: 'https://covers.openlibrary.org/b/id/2379038-M.jpg',
      });
    });

    it('falls back to a listed book with a similar title, then answers 404', async () => {
      const owner = await t.signIn();
      const hub = await insertHub(t.db);
      await addMember(t.db, hub.id, owner.user.id);
      await insertBook(t.db, {
        ownerId: owner.user.id,
        hubIds: [hub.id],
        title: 'A Suitable Boy',
        author: 'Vikram Seth',
        isbn: '9780060786526',
        genre: 'Romance',
      });
      const res = await findIsbn({ title: 'A Suitable Boy', author: 'Vikram Seth' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isbn: '9780060786526', genre: 'Romance' });

      const none = await findIsbn({ title: 'Zzyzx Unknowable Tome' });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No ISBN found for this title. Please enter it manually.');
    });

    it('requires a title', async () => {
      const res = await findIsbn({ title: ' ', author: 'Anyone' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Title is required');
    });
  });
});

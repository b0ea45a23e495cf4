import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';
import { books, type HubRow } from '../../db/schema';

/** Deleting a book (spec 001 §4.6, §6, §8): owner only, never while lent out, a soft delete. */
describe('books', () => {
  let t: TestApp;
  let owner: TestUser;
  let neighbour: TestUser;
  let home: HubRow;

  const valid = {
    title: 'The Guide',
    author: 'R. K. Narayan',
    isbn: '0-14-303965-2',
    genre: 'Fiction',
    condition: 'Very Good',
    dailyFee: 15,
    sellingPrice: 199.5,
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ name: 'Meera Iyer' });
    neighbour = await t.signIn({ name: 'Priya Nair' });
    home = await insertHub(t.db, { name: 'Prestige Shantiniketan', hubType: 'society' });
    await addMember(t.db, home.id, owner.user.id);
    await addMember(t.db, home.id, neighbour.user.id);
  });
  afterAll(() => t.close());

  const create = (who: TestUser, body: object) => t.request(who).post('/api/books', body);

  describe('DELETE /api/books/{id}', () => {
    it('refuses another member with 403', async () => {
      const { id } = (await create(owner, { ...valid, title: 'Waiting for the Mahatma' })).body;
      const res = await t.request(neighbour).delete(`/api/books/${id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the owner can change this book');
    });

    it("refuses while the book is lent out: 'Failed to delete book. It may be currently borrowed.'", async () => {
      const lent = await insertBook(t.db, {
        ownerId: owner.user.id,
        hubIds: [home.id],
        title: 'On Loan',
        isAvailable: false,
      });
      const res = await t.request(owner).delete(`/api/books/${lent.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Failed to delete book. It may be currently borrowed.');
      const [row] = await t.db.select().from(books).where(eq(books.id, lent.id));
      expect(row.status).toBe('listed');
    });

    it('soft-deletes: the row stays with status deleted, and the book disappears everywhere', async () => {
      const { id } = (await create(owner, { ...valid, title: 'The Painter of Signs' })).body;
      const res = await t.request(owner).delete(`/api/books/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Book deleted');
      const [row] = await t.db.select().from(books).where(eq(books.id, id));
      expect(row.status).toBe('deleted');
      expect((await t.request(owner).get(`/api/books/${id}`)).status).toBe(404);
      expect((await t.request(neighbour).get('/api/books/browse?search=painter%20of%20signs')).body).toEqual(
        [],
      );
      expect((await t.request(owner).delete(`/api/books/${id}`)).status).toBe(404);
      expect((await t.request(owner).patch(`/api/books/${id}`, { title: 'Back' })).status).toBe(404);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@/contract/messages';
import { t as english } from '@/server/i18n/t';
import { SHELF_MESSAGES } from '@/contract/shelf';
import { createTestApp, type TestApp } from '../../testing/harness';
import { brocksOf, expectLedgersBalanced, neighbourhood } from '../../testing/transactions';

/** POST /api/books/bulk-add (spec 000 §7 "Book creation"; ADR 0031). */
describe('bulk adding books', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = (title: string, isbn: string) => ({
    title,
    author: 'R. K. Narayan',
    isbn,
    genre: 'Fiction',
    condition: 'Good',
    dailyFee: 10,
    sellingPrice: null,
    description: '',
  });
  const three = [
    row('Swami and Friends', '9780226568317'),
    row('The Guide', '9780143039648'),
    row('Malgudi Days', '9780143039655'),
  ];

  it('adds 3 books: in My Library, in the hub’s Browse, 3 upload credits', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    const neighbour = await hood.member();
    const res = await t.request(owner).post('/api/books/bulk-add', { books: three });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ addedCount: 3 });

    const mine = await t.request(owner).get('/api/books/my');
    expect(mine.body.map((b: { title: string }) => b.title).sort()).toEqual([
      'Malgudi Days',
      'Swami and Friends',
      'The Guide',
    ]);
    const browse = await t.request(neighbour).get('/api/books/browse?search=Malgudi');
    expect(browse.body.map((b: { title: string }) => b.title)).toContain('Malgudi Days');
    expect(await brocksOf(t.db, owner.user.id)).toBe(103);
    await expectLedgersBalanced(t.db);
  });

  it('refuses 51 books', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    const books = Array.from({ length: 51 }, (_, i) => row(`Book ${i}`, '9780226568317'));
    const res = await t.request(owner).post('/api/books/bulk-add', { books });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHELF_MESSAGES.tooManyBooks);
    expect((await t.request(owner).get('/api/books/my')).body).toEqual([]);
  });

  it('refuses an empty list', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    const res = await t.request(owner).post('/api/books/bulk-add', { books: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHELF_MESSAGES.selectOne);
  });

  it('names the bad row and adds none', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    const books = [...three.slice(0, 2), { ...three[2], isbn: '12345' }, three[0]];
    const res = await t.request(owner).post('/api/books/bulk-add', { books });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('books.2.isbn', 'Please enter a valid ISBN (10 or 13 digits)');
    expect((await t.request(owner).get('/api/books/my')).body).toEqual([]);
    expect(await brocksOf(t.db, owner.user.id)).toBe(100);
    await expectLedgersBalanced(t.db);
  });

  it('refuses a daily fee of 0 in a row', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    const res = await t.request(owner).post('/api/books/bulk-add', { books: [{ ...three[0], dailyFee: 0 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('books.0.dailyFee', validationMessage('books.dailyFee'));
  });

  it('answers 403 to a member of no hub', async () => {
    const loner = await t.signIn();
    const res = await t.request(loner).post('/api/books/bulk-add', { books: three });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(english('books:noHub'));
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request().post('/api/books/bulk-add', { books: three });
    expect(res.status).toBe(401);
  });
});

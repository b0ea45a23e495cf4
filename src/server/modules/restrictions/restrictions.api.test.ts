/**
 * Suspension and ban (ADR 0050): a restricted member cannot list, bulk add, borrow, buy, ask for an
 * extension, post in hub chat or review, and each refusal says until when; they can still see their loans,
 * return books and keep their profile; their listings leave Browse while the restriction is in force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as english } from '@/server/i18n/t';
import { memberRestrictions } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { borrowWithDemoCard, neighbourhood } from '../../testing/transactions';

const DAY = 86_400_000;
let t: TestApp;
let w: {
  hood: Awaited<ReturnType<typeof neighbourhood>>;
  owner: TestUser;
  borrower: TestUser;
  stranger: TestUser;
};
let rentalId: number;
let listedByBorrower: number;
let until: Date;

const newBook = {
  title: 'The Guide',
  author: 'R. K. Narayan',
  isbn: '0-14-303965-2',
  genre: 'Fiction',
  condition: 'Very Good',
  dailyFee: 15,
};

beforeAll(async () => {
  t = await createTestApp();
  const hood = await neighbourhood(t);
  w = {
    hood,
    owner: await hood.member({ name: 'Ravi Kulkarni', phone: '9820011002' }),
    borrower: await hood.member({ name: 'Asha Menon', phone: '9820011003' }),
    stranger: await hood.member({ name: 'Bob Dsouza' }),
  };
  const lent = await hood.book(w.owner, { title: 'Malgudi Days' });
  const borrowed = await borrowWithDemoCard(t, w.borrower, lent.id);
  expect(borrowed.status).toBe(200);
  rentalId = borrowed.body.id;
  const code = (await t.request(w.borrower).get(`/api/rentals/${rentalId}/pickup-code`)).body.code;
  expect((await t.request(w.owner).post(`/api/rentals/${rentalId}/confirm-pickup`, { code })).status).toBe(
    200,
  );
  listedByBorrower = (await w.hood.book(w.borrower, { title: 'Borrower Shelf' })).id;
  until = new Date(t.clock.now().getTime() + 7 * DAY);
  await t.db.insert(memberRestrictions).values({ userId: w.borrower.user.id, suspendedUntil: until });
});
afterAll(() => t.close());

describe('a suspended member', () => {
  const suspended = () => english('restrictions:suspended', { until });

  it('is refused listing, bulk adding, borrowing, buying, extensions, hub chat and reviews, with the date', async () => {
    const other = await w.hood.book(w.owner, { title: 'Godan', sellingPricePaise: 20_000 });
    const as = t.request(w.borrower);
    const calls = [
      as.post('/api/books', newBook),
      as.post('/api/books/bulk-add', { books: [newBook] }),
      as.post('/api/rentals/borrow', { bookId: other.id, duration: 7, paymentMethod: 'brocks' }),
      as.post('/api/purchases/buy', { bookId: other.id, paymentMethod: 'brocks' }),
      as.post('/api/rentals/extensions/request', { rentalId, extensionDays: 3 }),
      as.post(`/api/societies/${w.hood.hub.id}/messages`, { content: 'Hello' }),
      as.post(`/api/books/${other.id}/reviews`, { rating: 4 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(suspended());
    }
    expect(suspended()).toMatch(/^Your account is suspended until .+\. You can still return books/);
  });

  it('answers the refusal in Hindi to a Hindi caller', async () => {
    const res = await t
      .request(w.borrower)
      .post('/api/books', newBook, { headers: { 'accept-language': 'hi' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(english('restrictions:suspended', { until }, 'hi'));
  });

  it('still sees their loans, requests the return and keeps their profile', async () => {
    const borrowed = await t.request(w.borrower).get('/api/rentals/borrowed');
    expect(borrowed.status).toBe(200);
    expect(borrowed.body.map((r: { id: number }) => r.id)).toContain(rentalId);
    const back = await t.request(w.borrower).post(`/api/rentals/${rentalId}/request-return`, {});
    expect(back.status).toBe(200);
    expect((await t.request(w.borrower).get('/api/user/stats')).status).toBe(200);
    expect((await t.request(w.borrower).get('/api/notifications')).status).toBe(200);
  });

  it('their listings leave Browse and the hub books for others, and come back when it ends', async () => {
    const seen = async () => {
      const browse = await t.request(w.stranger).get('/api/books/browse?limit=50');
      const hub = await t.request(w.stranger).get('/api/books');
      return [browse, hub].map((r) => r.body.some((b: { id: number }) => b.id === listedByBorrower));
    };
    expect(await seen()).toEqual([false, false]);
    // the owner still sees the book in My Library
    const mine = await t.request(w.borrower).get('/api/books/my');
    expect(mine.body.map((b: { id: number }) => b.id)).toContain(listedByBorrower);
    t.clock.advance(7 * DAY + 1_000);
    expect(await seen()).toEqual([true, true]);
    const listed = await t.request(w.borrower).post('/api/books', newBook);
    expect(listed.status).toBe(201);
  });
});

describe('a banned member', () => {
  it('is refused with no end date and their listings stay out of Browse', async () => {
    const banned = await w.hood.member({ name: 'Kabir Singh' });
    const book = await w.hood.book(banned, { title: 'Banned Shelf' });
    await t.db.insert(memberRestrictions).values({ userId: banned.user.id, banned: true });
    const res = await t.request(banned).post(`/api/societies/${w.hood.hub.id}/messages`, { content: 'Hi' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your account is banned. You can still return books and settle your loans.',
    );
    t.clock.advance(10 * DAY);
    const browse = await t.request(w.stranger).get('/api/books/browse?limit=50');
    expect(browse.status).toBe(200);
    expect(browse.body.map((b: { id: number }) => b.id)).not.toContain(book.id);
  });
});

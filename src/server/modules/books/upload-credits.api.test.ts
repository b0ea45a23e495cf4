import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brocksLedger } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/harness';
import { writeSettings } from '../settings';
import { brocksOf, expectLedgersBalanced, neighbourhood } from '../../testing/transactions';

/** Brocks for listing a book: credits_per_book_upload, default 1 (spec 000 §9; 002 §3, §9). */
describe('Brocks per book listed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const book = {
    title: 'Swami and Friends',
    author: 'R. K. Narayan',
    isbn: '9780226568317',
    genre: 'Fiction',
    condition: 'Good',
    dailyFee: 8,
    sellingPrice: null,
  };

  it('credits +1 Brocks for each book listed, once per book, in the listing transaction', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    const first = await t.request(owner).post('/api/books', book);
    expect(first.status).toBe(201);
    expect(await brocksOf(t.db, owner.user.id)).toBe(101);
    const rewards = await t.request(owner).get('/api/user/recent-rewards');
    expect(rewards.body[0]).toMatchObject({
      action: 'book_upload',
      credits: 1,
      description: 'Listed a book',
    });

    const second = await t.request(owner).post('/api/books', { ...book, title: 'The Bachelor of Arts' });
    expect(second.status).toBe(201);
    expect(await brocksOf(t.db, owner.user.id)).toBe(102);
    const entries = await t.db
      .select({ reference: brocksLedger.reference })
      .from(brocksLedger)
      .where(and(eq(brocksLedger.userId, owner.user.id), eq(brocksLedger.reason, 'book_upload')));
    expect(entries.map((e) => e.reference).sort()).toEqual(
      [`book:${first.body.id}`, `book:${second.body.id}`].sort(),
    );
    await expectLedgersBalanced(t.db);
  });

  it('credits the administrator’s amount, and nothing when it is 0', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    await writeSettings(t.db, { credits_per_book_upload: 3 }, t.clock.now());
    expect((await t.request(owner).post('/api/books', book)).status).toBe(201);
    expect(await brocksOf(t.db, owner.user.id)).toBe(103);
    await writeSettings(t.db, { credits_per_book_upload: 0 }, t.clock.now());
    expect((await t.request(owner).post('/api/books', book)).status).toBe(201);
    expect(await brocksOf(t.db, owner.user.id)).toBe(103);
  });

  it('credits nothing when the listing is refused', async () => {
    const loner = await t.signIn();
    const res = await t.request(loner).post('/api/books', book);
    expect(res.status).toBe(400);
    expect(await brocksOf(t.db, loner.user.id)).toBe(0);
  });
});

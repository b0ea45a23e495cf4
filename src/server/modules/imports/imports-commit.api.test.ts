import Papa from 'papaparse';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brocksLedger, books } from '../../db/schema';
import { insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { brocksOf, expectLedgersBalanced, neighbourhood } from '../../testing/transactions';
import { fixture, isbns, upload } from './imports-test-helpers';

/**
 * Listing an import's rows (ADR 0051): through bulk add in all-or-none chunks of 50, each book credited as
 * bulk add credits it; a failed chunk keeps the earlier ones and reports its rows; what was not listed
 * downloads in the upload's format.
 */
let t: TestApp;
let hood: Awaited<ReturnType<typeof neighbourhood>>;
beforeAll(async () => {
  t = await createTestApp({
    GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/g',
    OPEN_LIBRARY_URL: 'http://127.0.0.1:9/o',
  });
  hood = await neighbourhood(t);
});
afterAll(() => t.close());

const bookFor = (isbn: string, n: number) => ({
  title: `Imported Book ${n}`,
  author: 'A. Writer',
  isbn,
  genre: 'Fiction',
  condition: 'Good',
  dailyFee: 10,
  sellingPrice: null,
});

/** An ISBN-list import of `n` rows as `who`; answers its id and the ISBNs. */
async function listImport(who: TestUser, n: number, from: number) {
  const list = isbns(n, from);
  const res = await upload(t, who, Buffer.from(list.join('\n')), { filename: 'isbns.txt' });
  expect(res.status).toBe(200);
  return { id: res.body.id as string, list };
}

const uploadCredits = async (userId: number) =>
  (
    await t.db
      .select({ id: brocksLedger.id })
      .from(brocksLedger)
      .where(and(eq(brocksLedger.userId, userId), eq(brocksLedger.reason, 'book_upload')))
  ).length;

describe('POST /api/imports/{id}/commit', () => {
  it('lists 120 rows in 3 chunks, credits 120 uploads and records each row’s book', async () => {
    const owner = await hood.member({ name: 'Kavya Rao' });
    const { id, list } = await listImport(owner, 120, 200_000_000);
    const before = await brocksOf(t.db, owner.user.id);
    const rows = list.map((isbn, i) => ({ rowNo: i + 1, book: bookFor(isbn, i + 1) }));
    const res = await t.request(owner).post(`/api/imports/${id}/commit`, { rows });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ addedCount: 120, failed: [], counts: { total: 120, listed: 120 } });
    expect(await uploadCredits(owner.user.id)).toBe(120);
    expect(await brocksOf(t.db, owner.user.id)).toBe(before + 120);
    const listed = await t.db.select({ id: books.id }).from(books).where(eq(books.ownerId, owner.user.id));
    expect(listed).toHaveLength(120);
    const view = await t.request(owner).get(`/api/imports/${id}`);
    const bookIds = (view.body.rows as { bookId: number | null }[]).map((r) => r.bookId);
    expect(new Set(bookIds)).toEqual(new Set(listed.map((b) => b.id)));
    // nothing is left over, and the same rows cannot be listed twice
    expect((await t.request(owner).get(`/api/imports/${id}/leftovers.csv`)).body).toBe('');
    const again = await t.request(owner).post(`/api/imports/${id}/commit`, { rows: rows.slice(0, 1) });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Row 1 has already been added to your library.' },
    });
    await expectLedgersBalanced(t.db);
  });

  it('keeps the chunks before a failed one, reports its rows and goes on with the next', async () => {
    const owner = await hood.member({ name: 'Farhan Sheikh' });
    const elsewhere = await insertHub(t.db);
    const { id, list } = await listImport(owner, 120, 300_000_000);
    const rows = list.map((isbn, i) => ({ rowNo: i + 1, book: bookFor(isbn, i + 1) }));
    // row 75 names a hub the owner has not joined: its chunk (rows 51–100) is refused as a whole
    rows[74] = { ...rows[74]!, book: { ...rows[74]!.book, societyIds: [elsewhere.id] } as never };
    const res = await t.request(owner).post(`/api/imports/${id}/commit`, { rows });
    expect(res.status).toBe(200);
    expect(res.body.addedCount).toBe(70);
    const failedRows = (res.body.failed as { rowNo: number; message: string }[]).map((f) => f.rowNo);
    expect(failedRows).toEqual(Array.from({ length: 50 }, (_, i) => 51 + i));
    const message = res.body.failed[0].message as string;
    expect(message).toBeTruthy();
    expect(await uploadCredits(owner.user.id)).toBe(70);
    const view = await t.request(owner).get(`/api/imports/${id}`);
    const viewRows = view.body.rows as { rowNo: number; bookId: number | null; error: string | null }[];
    expect(viewRows.filter((r) => r.bookId !== null).map((r) => r.rowNo)).toEqual([
      ...Array.from({ length: 50 }, (_, i) => i + 1),
      ...Array.from({ length: 20 }, (_, i) => 101 + i),
    ]);
    expect(viewRows.filter((r) => r.error === message)).toHaveLength(50);

    // the failed rows download as the leftovers, then list once fixed
    const leftovers = await t.request(owner).get(`/api/imports/${id}/leftovers.csv`);
    expect((leftovers.body as string).trim().split('\r\n')).toEqual(list.slice(50, 100));
    const fixed = rows.slice(50, 100).map((r) => ({ ...r, book: bookFor(list[r.rowNo - 1]!, r.rowNo) }));
    const retry = await t.request(owner).post(`/api/imports/${id}/commit`, { rows: fixed });
    expect(retry.body).toMatchObject({ addedCount: 50, failed: [], counts: { listed: 120 } });
    await expectLedgersBalanced(t.db);
  });

  it('refuses a to-read row, an unknown row and a member of no hub before adding anything', async () => {
    const owner = await hood.member({ name: 'Neha Joshi' });
    const { body } = await upload(t, owner, fixture('goodreads.csv'));
    const talisman = { rowNo: 5, book: bookFor('9780375507779', 5) };
    const hobbit = { rowNo: 1, book: bookFor('9780618260300', 1) };
    const toRead = await t
      .request(owner)
      .post(`/api/imports/${body.id}/commit`, { rows: [hobbit, talisman] });
    expect(toRead).toMatchObject({
      status: 400,
      body: { message: 'Row 5 is on your to-read shelf, so it cannot be listed.' },
    });
    const unknown = await t
      .request(owner)
      .post(`/api/imports/${body.id}/commit`, { rows: [{ ...hobbit, rowNo: 99 }] });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Row 99 is not in this import.' } });
    expect(await uploadCredits(owner.user.id)).toBe(0);

    const loner = await t.signIn({ name: 'Sunil Das' });
    const own = await upload(t, loner, fixture('goodreads.csv'));
    const noHub = await t.request(loner).post(`/api/imports/${own.body.id}/commit`, { rows: [hobbit] });
    expect(noHub).toMatchObject({
      status: 403,
      body: { message: 'You need to join a society before adding books.' },
    });
    const other = await t.request(owner).post(`/api/imports/${own.body.id}/commit`, { rows: [hobbit] });
    expect(other.status).toBe(404);
  });

  it('downloads what was left out of a Goodreads import as Goodreads CSV', async () => {
    const owner = await hood.member({ name: 'Ira Sen' });
    const { body } = await upload(t, owner, fixture('goodreads.csv'));
    const res = await t.request(owner).post(`/api/imports/${body.id}/commit`, {
      rows: [{ rowNo: 2, book: { ...bookFor('9780099578512', 2), title: "Midnight's Children" } }],
    });
    expect(res.body.addedCount).toBe(1);
    const leftovers = await t.request(owner).get(`/api/imports/${body.id}/leftovers.csv`);
    const data = Papa.parse<string[]>(leftovers.body as string, { skipEmptyLines: true }).data;
    expect(data[0]!.slice(0, 3)).toEqual(['Book Id', 'Title', 'Author']);
    expect(data.slice(1).map((r) => r[1])).toEqual([
      'The Hobbit',
      "So Long, and Thanks for All the Fish (Hitchhiker's Guide to the Galaxy, #4)",
      'Dune Messiah (Dune #2)',
      'The Talisman (The Talisman #1)',
      'Thinner',
    ]);
    expect(data[1]![6]).toBe('="9780618260300"');
  });
});

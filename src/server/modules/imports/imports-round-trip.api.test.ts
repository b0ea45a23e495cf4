import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';
import { readZipEntry } from '../../testing/zip';
import { upload } from './imports-test-helpers';

/**
 * 'Download my data' writes books.csv in Goodreads columns so it re-imports (ADR 0052 → ADR 0051): the file
 * from the ZIP uploads as a Goodreads import, row for row, and every book reads as already listed.
 */
let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/g',
    OPEN_LIBRARY_URL: 'http://127.0.0.1:9/o',
  });
  const hood = await neighbourhood(t);
  reader = await hood.member({ name: 'Meera Iyer' });
  await hood.book(reader, { title: 'Wings of Fire', author: 'A. P. J. Abdul Kalam', isbn: '9788173711466' });
  await hood.book(reader, { title: 'The Guide, a novel', author: 'R. K. Narayan', isbn: '9780143039648' });
});
afterAll(() => t.close());

it("re-imports the export's books.csv as a Goodreads library, every book already listed", async () => {
  const zip = await t.app.inject({
    method: 'POST',
    url: '/api/account/export',
    headers: { cookie: reader.cookie },
  });
  expect(zip.statusCode).toBe(200);
  const booksCsv = Buffer.from(await readZipEntry(zip.rawPayload, 'books.csv'));

  const res = await upload(t, reader, booksCsv, { filename: 'books.csv' });
  expect(res.status).toBe(200);
  expect(res.body.format).toBe('goodreads');
  const rows = res.body.rows as { title: string; isbn13: string | null; owned: boolean; status: string }[];
  expect(rows.map((r) => [r.title, r.isbn13, r.owned, r.status]).sort()).toEqual([
    ['The Guide, a novel', '9780143039648', true, 'already_listed'],
    ['Wings of Fire', '9788173711466', true, 'already_listed'],
  ]);
});

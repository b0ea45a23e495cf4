import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KEEP_MS, MAX_IMPORT_ROWS } from '@/domain/imports';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';
import { jobs } from '../../jobs';
import { fixture, isbns, upload } from './imports-test-helpers';

/**
 * Uploading a library (ADR 0051): the four formats read from recorded export files, the rows the member
 * already lists, the refusals before parsing, who may see an import, the leftovers file and the cleanup.
 */
const UNREADABLE =
  'We could not read this file. Export your library from Goodreads, The StoryGraph or LibraryThing, or upload a list of ISBNs.';

let t: TestApp;
let reader: TestUser;
let neighbour: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/g',
    OPEN_LIBRARY_URL: 'http://127.0.0.1:9/o',
  });
  const hood = await neighbourhood(t);
  reader = await hood.member({ name: 'Asha Menon' });
  neighbour = await hood.member({ name: 'Ravi Kumar' });
  // the reader lists The Hobbit already (another ISBN edition would still be the same book by title)
  await hood.book(reader, { title: 'The Hobbit', author: 'J. R. R. Tolkien', isbn: '9780261103344' });
});
afterAll(() => t.close());

/** Runs the scheduled job `name` once, as the scheduler would. */
const runJobOnce = (name: string) => jobs.find((j) => j.name === name)!.run(t.app);

const pick = (rows: { title: string; author: string; isbn13: string | null }[]) =>
  rows.map((r) => ({ title: r.title, author: r.author, isbn13: r.isbn13 }));

describe('POST /api/imports reads each format by its header row', () => {
  it('reads a Goodreads export: BOM, CRLF, ="…" cells, a quoted title with commas, a review over two lines', async () => {
    const res = await upload(t, reader, fixture('goodreads.csv'), {
      filename: 'goodreads_library_export.csv',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'goodreads', fileName: 'goodreads_library_export.csv' });
    expect(pick(res.body.rows)).toEqual([
      { title: 'The Hobbit', author: 'J.R.R. Tolkien', isbn13: '9780618260300' },
      { title: "Midnight's Children", author: 'Salman Rushdie', isbn13: '9780099578512' },
      {
        title: "So Long, and Thanks for All the Fish (Hitchhiker's Guide to the Galaxy, #4)",
        author: 'Douglas Adams',
        isbn13: '9780330491235',
      },
      { title: 'Dune Messiah (Dune #2)', author: 'Frank Herbert', isbn13: null },
      { title: 'The Talisman (The Talisman #1)', author: 'Stephen King', isbn13: '9780375507779' },
      { title: 'Thinner', author: 'Richard Bachman', isbn13: '9780451190758' },
    ]);
    const rows = res.body.rows as {
      shelf: string;
      owned: boolean;
      status: string;
      isbnProblem: string | null;
    }[];
    expect(rows.map((r) => [r.shelf, r.owned])).toEqual([
      ['read', true],
      ['read', true],
      ['read', true],
      ['currently-reading', true],
      ['to-read', false],
      ['did-not-finish', false],
    ]);
    // the reader lists The Hobbit: marked at once; a wrong check digit is marked, never fixed
    expect(rows.map((r) => r.status)).toEqual(['already_listed', ...Array(5).fill('pending')]);
    expect(rows.map((r) => r.isbnProblem)).toEqual([null, null, null, 'bad_check_digit', null, null]);
    expect(res.body.counts).toEqual({
      total: 6,
      owned: 4,
      pending: 5,
      matched: 0,
      check: 0,
      notFound: 0,
      alreadyListed: 1,
      listed: 0,
    });
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(IMPORT_KEEP_MS);
  });

  it('reads a StoryGraph export: owned when Owned? is Yes or read, a UID that is not an ISBN marked', async () => {
    const res = await upload(t, reader, fixture('storygraph.csv'));
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('storygraph');
    expect(pick(res.body.rows)).toEqual([
      { title: 'The White Tiger', author: 'Aravind Adiga', isbn13: '9781416562597' },
      { title: 'Cold Sassy Tree', author: 'Olive Ann Burns', isbn13: '9780385312585' },
      { title: 'The House on Mango Street', author: 'Sandra Cisneros', isbn13: null },
      { title: 'Jitterbug Perfume', author: 'Tom Robbins', isbn13: '9781842430354' },
    ]);
    const rows = res.body.rows as { shelf: string; owned: boolean; isbnProblem: string | null }[];
    expect(rows.map((r) => [r.shelf, r.owned, r.isbnProblem])).toEqual([
      ['read', true, null],
      ['to-read', false, null],
      ['currently-reading', true, 'not_an_isbn'],
      ['did-not-finish', false, null],
    ]);
  });

  it('reads a LibraryThing export (tab-separated): authors as "Given Surname", the first valid of ISBNs', async () => {
    const res = await upload(t, reader, fixture('librarything.tsv'), { filename: 'LibraryThing_export.tsv' });
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('librarything');
    expect(pick(res.body.rows)).toEqual([
      { title: 'The Unbearable Lightness of Being', author: 'Milan Kundera', isbn13: '9780571224388' },
      { title: 'The Hunt for Red October', author: 'Tom Clancy', isbn13: '9780425172902' },
      { title: 'Thinner', author: 'Richard Bachman', isbn13: null },
    ]);
    expect(res.body.counts.owned).toBe(3);
  });

  it('reads a list of ISBNs: hyphens and spaces allowed, blank lines skipped, problems marked', async () => {
    const res = await upload(t, reader, fixture('isbns.txt'), { filename: 'isbns.txt', type: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('isbn_list');
    const rows = res.body.rows as { isbn13: string | null; isbnProblem: string | null; owned: boolean }[];
    expect(rows.map((r) => [r.isbn13, r.isbnProblem])).toEqual([
      ['9780061122415', null],
      ['9780340839935', null],
      [null, 'bad_check_digit'],
      [null, 'not_an_isbn'],
      ['9780306406157', null],
    ]);
    expect(rows.every((r) => r.owned)).toBe(true);
    const headed = await upload(t, reader, Buffer.from('ISBN\n9780306406157\n'), { filename: 'list.txt' });
    expect(headed.body.rows.map((r: { isbn13: string }) => r.isbn13)).toEqual(['9780306406157']);
  });
});

describe('POST /api/imports refuses what it cannot read', () => {
  it('refuses a binary file with the message', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    const res = await upload(t, reader, png, { filename: 'cover.png', type: 'image/png' });
    expect(res).toEqual({ status: 400, body: { message: UNREADABLE } });
  });

  it('refuses a CSV of another kind, an empty export and a request with no file', async () => {
    const other = Buffer.from('name,email\nAsha,asha@example.com\n');
    expect(await upload(t, reader, other)).toEqual({ status: 400, body: { message: UNREADABLE } });
    const headerOnly = fixture('goodreads.csv').toString('utf8').split('\r\n')[0]!;
    const empty = await upload(t, reader, Buffer.from(`${headerOnly}\r\n`));
    expect(empty).toEqual({ status: 400, body: { message: 'This file has no books in it.' } });
    const json = await t.request(reader).post('/api/imports', { file: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(UNREADABLE);
  });

  it('refuses 2,001 rows and accepts 2,000, counted before parsing', async () => {
    const list = isbns(MAX_IMPORT_ROWS + 1);
    const over = await upload(t, reader, Buffer.from(list.join('\n')), { filename: 'isbns.txt' });
    expect(over).toEqual({
      status: 400,
      body: {
        message: 'This file has more than 2000 books. Split it into smaller files and import each one.',
      },
    });
    const header = fixture('goodreads.csv')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!;
    const rows = list.map((isbn, i) => `${i},Book ${i},A. Writer,,,,"=""${isbn}""",,,,,,,,,,,,read,,,,1,1`);
    expect((await upload(t, reader, Buffer.from([header, ...rows].join('\r\n')))).status).toBe(400);
    const ok = await upload(t, reader, Buffer.from([header, ...rows.slice(1)].join('\r\n')));
    expect(ok.status).toBe(200);
    expect(ok.body.counts.total).toBe(MAX_IMPORT_ROWS);
  });

  it('refuses a 3 MB file while it streams', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, '9780306406157\n');
    const res = await upload(t, reader, big, { filename: 'isbns.txt' });
    expect(res).toEqual({
      status: 413,
      body: { message: 'This file is larger than 2 MB. Split it into smaller files and import each one.' },
    });
  });

  it('answers in Hindi to a Hindi caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { cookie: reader.cookie, 'accept-language': 'hi', 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('हम यह फ़ाइल नहीं पढ़ सके');
  });
});

describe('an import is its uploader’s alone, for 24 hours', () => {
  it('answers GET to the uploader, 404 to another member and 401 signed out', async () => {
    const { body } = await upload(t, reader, fixture('storygraph.csv'));
    const mine = await t.request(reader).get(`/api/imports/${body.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.rows).toHaveLength(4);
    for (const path of ['', '/leftovers.csv']) {
      const other = await t.request(neighbour).get(`/api/imports/${body.id}${path}`);
      expect(other).toMatchObject({ status: 404, body: { message: 'Import not found' } });
      expect((await t.request().get(`/api/imports/${body.id}${path}`)).status).toBe(401);
    }
    expect((await t.request(neighbour).post(`/api/imports/${body.id}/match`)).status).toBe(404);
  });

  it('is deleted by the import-cleanup job once expired', async () => {
    const { body } = await upload(t, reader, fixture('isbns.txt'));
    t.clock.advance(IMPORT_KEEP_MS - 1000);
    await runJobOnce('import-cleanup');
    expect((await t.request(reader).get(`/api/imports/${body.id}`)).status).toBe(200);
    t.clock.advance(2000);
    await runJobOnce('import-cleanup');
    expect((await t.request(reader).get(`/api/imports/${body.id}`)).status).toBe(404);
  });
});

describe('GET /api/imports/{id}/leftovers.csv', () => {
  it('writes the rows not listed in the upload’s own format and columns', async () => {
    const { body } = await upload(t, reader, fixture('goodreads.csv'), { filename: 'my export.csv' });
    const res = await t.request(reader).get(`/api/imports/${body.id}/leftovers.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-export-leftovers.csv"');
    const original = Papa.parse<string[]>(
      fixture('goodreads.csv')
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
      {
        skipEmptyLines: true,
      },
    ).data;
    const written = Papa.parse<string[]>(res.body as string, { skipEmptyLines: true }).data;
    expect(written).toEqual(original);
  });

  it('writes one ISBN a line for a list of ISBNs', async () => {
    const { body } = await upload(t, reader, fixture('isbns.txt'), { filename: 'isbns.txt' });
    const res = await t.request(reader).get(`/api/imports/${body.id}/leftovers.csv`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((res.body as string).split('\r\n')).toEqual([
      '978-0-06-112241-5',
      '0 340 83993 7',
      '9780451524936',
      'not an isbn',
      '978-0-306-40615-7',
      '',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MATCH_BATCH } from '@/domain/imports';
import {
  ISBN_FIXTURES_DIR,
  startFakeCatalogue,
  type FakeCatalogue,
} from '../../integrations/catalogue/fake-catalogue';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';
import { loadOfflineCatalogue } from '../books';
import { fixture, isbns, matchAll, upload } from './imports-test-helpers';

/**
 * Matching an import's rows (ADR 0051) with no network: the catalogues are a local fake that knows none of
 * these books, so the offline catalogue answers. By ISBN-13 first, then title and author; `check` when the
 * title matched but not the author; in batches of 20 until nothing is pending.
 */
let t: TestApp;
let fake: FakeCatalogue;
let reader: TestUser;
beforeAll(async () => {
  fake = await startFakeCatalogue(ISBN_FIXTURES_DIR);
  t = await createTestApp({ GOOGLE_BOOKS_URL: fake.googleBooksUrl, OPEN_LIBRARY_URL: fake.openLibraryUrl });
  await loadOfflineCatalogue(t.db);
  const hood = await neighbourhood(t);
  reader = await hood.member({ name: 'Meera Iyer' });
  await hood.book(reader, { title: 'The Hobbit', author: 'J. R. R. Tolkien', isbn: '9780261103344' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

interface Row {
  title: string;
  status: string;
  owned: boolean;
  shelf: string;
  match: { isbn13: string; title: string; author: string } | null;
}

async function imported(file: string, filename = 'library.csv'): Promise<{ id: string; rows: Row[] }> {
  const res = await upload(t, reader, fixture(file), { filename });
  expect(res.status).toBe(200);
  await matchAll(t, reader, res.body.id);
  const view = await t.request(reader).get(`/api/imports/${res.body.id}`);
  return { id: res.body.id, rows: view.body.rows };
}

const statusOf = (rows: Row[]) => rows.map((r) => [r.title, r.status, r.match?.isbn13 ?? null]);

describe('POST /api/imports/{id}/match', () => {
  it('matches a Goodreads export by ISBN, by title when the ISBN is wrong, and keeps already listed', async () => {
    const { rows } = await imported('goodreads.csv');
    expect(statusOf(rows)).toEqual([
      ['The Hobbit', 'already_listed', null],
      ["Midnight's Children", 'matched', '9780099578512'],
      [
        "So Long, and Thanks for All the Fish (Hitchhiker's Guide to the Galaxy, #4)",
        'matched',
        '9780330491235',
      ],
      ['Dune Messiah (Dune #2)', 'matched', '9780441172696'],
      ['The Talisman (The Talisman #1)', 'matched', '9780375507779'],
      ['Thinner', 'matched', '9780451190758'],
    ]);
    expect(rows[1]!.match).toMatchObject({ title: "Midnight's Children", author: 'Salman Rushdie' });
  });

  it('matches StoryGraph, LibraryThing and ISBN-list rows; an unknown ISBN is not found', async () => {
    const sg = await imported('storygraph.csv');
    expect(sg.rows.map((r) => r.status)).toEqual(['matched', 'matched', 'matched', 'matched']);
    expect(sg.rows[2]!.match?.isbn13).toBe('9780679734772');
    const lt = await imported('librarything.tsv', 'export.tsv');
    // Thinner has no ISBN: found by title, its author among the catalogue's 'Richard Bachman, Stephen King'
    expect(statusOf(lt.rows)).toEqual([
      ['The Unbearable Lightness of Being', 'matched', '9780571224388'],
      ['The Hunt for Red October', 'matched', '9780425172902'],
      ['Thinner', 'matched', '9780451190758'],
    ]);
    const list = await imported('isbns.txt', 'isbns.txt');
    expect(list.rows.map((r) => [r.status, r.match?.title ?? null])).toEqual([
      ['matched', 'The Alchemist'],
      ['matched', 'Dune'],
      ['not_found', null],
      ['not_found', null],
      ['not_found', null],
    ]);
  });

  it('matches the e2e Goodreads fixture: one check row, one to-read row, the rest owned and matched', async () => {
    const { rows, id } = await imported('e2e/fixtures/goodreads-library.csv');
    expect(rows.map((r) => [r.title, r.status, r.owned, r.shelf])).toEqual([
      ["Midnight's Children", 'matched', true, 'read'],
      ['The Hunt for Red October (Jack Ryan #3)', 'matched', true, 'read'],
      ['Dune Messiah (Dune #2)', 'matched', true, 'currently-reading'],
      ['The Unbearable Lightness of Being', 'matched', true, 'read'],
      ['The House on Mango Street', 'check', true, 'read'],
      ['The Talisman (The Talisman #1)', 'matched', false, 'to-read'],
    ]);
    // the title matched a catalogue book whose author differs: shown, never taken silently
    expect(rows[4]!.match).toMatchObject({ title: 'The House on Mango Street', author: 'Sandra Cisneros' });
    const view = await t.request(reader).get(`/api/imports/${id}`);
    expect(view.body.counts).toMatchObject({ total: 6, owned: 5, matched: 5, check: 1, pending: 0 });

    // the member takes the catalogue's author for the check row and lists the owned rows
    const owned = rows.flatMap((r, i) => (r.owned && r.match ? [{ rowNo: i + 1, match: r.match }] : []));
    const commit = await t.request(reader).post(`/api/imports/${id}/commit`, {
      rows: owned.map(({ rowNo, match }) => ({
        rowNo,
        book: {
          ...match,
          isbn: match.isbn13,
          genre: 'Fiction',
          condition: 'Good',
          dailyFee: 10,
          sellingPrice: null,
        },
      })),
    });
    expect(commit.body).toMatchObject({ addedCount: 5, failed: [], counts: { listed: 5 } });
    const mine = await t.request(reader).get('/api/books/my');
    expect((mine.body as { title: string }[]).map((b) => b.title)).toEqual(
      expect.arrayContaining(["Midnight's Children", 'The House on Mango Street', 'Dune Messiah']),
    );
  });

  it('asks to check a title with several editions by the same author, offering the others', async () => {
    const header = fixture('goodreads.csv').toString('utf8').split('\r\n')[0]!;
    const row = `1,'Salem's Lot,Stephen King,"King, Stephen",,"=""""","=""""",4,,,Paperback,,,,,,,,read,,,,1,1`;
    const res = await upload(t, reader, Buffer.from(`${header}\r\n${row}\r\n`));
    await matchAll(t, reader, res.body.id);
    const view = await t.request(reader).get(`/api/imports/${res.body.id}`);
    const [salem] = view.body.rows;
    expect(salem.status).toBe('check');
    const editions = [salem.match.isbn13, ...salem.alternatives.map((a: { isbn13: string }) => a.isbn13)];
    expect(editions.sort()).toEqual(['9780385516488', '9780450031069']);
  });

  it('matches title-only rows four at a time', async () => {
    const header = fixture('goodreads.csv').toString('utf8').split('\r\n')[0]!;
    const books = [
      ['Neuromancer', 'William Gibson'],
      ['Cold Sassy Tree', 'Olive Ann Burns'],
      ['The Wasp Factory', 'Iain Banks'],
      ['Jitterbug Perfume', 'Tom Robbins'],
      ['The Black Company', 'Glen Cook'],
      ['The Fourth Protocol', 'Frederick Forsyth'],
      ['Hotel du Lac', 'Anita Brookner'],
      ['The Bone People', 'Keri Hulme'],
    ];
    const rows = books.map(([title, author], i) => `${i},${title},${author},,,,,,,,,,,,,,,,read,,,,1,1`);
    const res = await upload(t, reader, Buffer.from([header, ...rows].join('\r\n')));
    await matchAll(t, reader, res.body.id);
    const view = await t.request(reader).get(`/api/imports/${res.body.id}`);
    expect(view.body.rows.map((r: Row) => [r.status, r.match?.title])).toEqual(
      books.map(([title]) => ['matched', title]),
    );
  });

  it('matches 20 rows a call, so the client can show the progress', async () => {
    const list = [...isbns(30, 555_000_000), '9780061122415'];
    const res = await upload(t, reader, Buffer.from(list.join('\n')), { filename: 'isbns.txt' });
    const first = await t.request(reader).post(`/api/imports/${res.body.id}/match`);
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(IMPORT_MATCH_BATCH);
    expect(first.body.counts).toMatchObject({ total: 31, pending: 11, notFound: 20 });
    const second = await t.request(reader).post(`/api/imports/${res.body.id}/match`);
    expect(second.body.rows).toHaveLength(11);
    expect(second.body.counts).toMatchObject({ pending: 0, notFound: 30, matched: 1 });
    const third = await t.request(reader).post(`/api/imports/${res.body.id}/match`);
    expect(third.body.rows).toEqual([]);
  });
});

/**
 * Benchmark data: 100,000 listed books over 50 hubs and 5,000 members in PostgreSQL. Titles, authors,
 * years and ISBNs are real (goodbooks-10k `books.csv`, with genres fitted from its shelf tags) when
 * `../shared/data/goodbooks-10k/` is present, each title appearing as about 10 copies that differ in
 * owner, hubs, fee, condition, availability, sale price and listing date; otherwise titles are made up.
 * Rows go in as multi-row `insert … select from unnest(…)` batches; the review cache columns are set
 * directly (no review rows), which is all the rating sort reads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { BOOK_CONDITIONS, genreFromCategories, isbn13CheckDigit, toIsbn13 } from '../src/domain/books';
import { parseCsv, rng } from './csv';
import { generateCopies } from './generate';

export { parseCsv, rng } from './csv';

export const GOODBOOKS_DIR = fileURLToPath(new URL('../../shared/data/goodbooks-10k/', import.meta.url));

export const SIZES = { books: 100_000, hubs: 50, users: 5_000 } as const;

/** How many hubs the benchmark's caller has joined: a fifth of them, about 26,000 visible books. */
export const CALLER_HUBS = 10;

export interface SourceBook {
  title: string;
  author: string;
  year: number | null;
  isbn13: string;
  genre: string;
  tags: string[];
  imageUrl: string | null;
}

/** Shelf names that say nothing about a book's genre. */
const NON_GENRE_TAGS =
  /^(to-read|currently-reading|favou?rites?|owned|books-i-own|default|my-books|library|kindle|ebooks?|audiobooks?|book-club|wish-?list|re-?read|i-own|owned-books|abandoned|did-not-finish|dnf)$/;

function readGoodbooks(): SourceBook[] | null {
  const booksFile = `${GOODBOOKS_DIR}books.csv`;
  if (!existsSync(booksFile)) return null;
  const tagNames = new Map<string, string>();
  const bookTags = new Map<string, { tag: string; count: number }[]>();
  if (existsSync(`${GOODBOOKS_DIR}tags.csv`) && existsSync(`${GOODBOOKS_DIR}book_tags.csv`)) {
    for (const [id, name] of parseCsv(readFileSync(`${GOODBOOKS_DIR}tags.csv`, 'utf8')).slice(1))
      tagNames.set(id, name);
    for (const line of readFileSync(`${GOODBOOKS_DIR}book_tags.csv`, 'utf8').split('\n').slice(1)) {
      const [bookId, tagId, count] = line.split(',');
      const name = tagNames.get(tagId);
      if (!bookId || !name || NON_GENRE_TAGS.test(name)) continue;
      const list = bookTags.get(bookId) ?? [];
      list.push({ tag: name, count: Number(count) });
      bookTags.set(bookId, list);
    }
  }
  const [header, ...rows] = parseCsv(readFileSync(booksFile, 'utf8'));
  const col = (name: string) => header.indexOf(name);
  const [gr, isbn, authors, year, title, image] = [
    'goodreads_book_id',
    'isbn',
    'authors',
    'original_publication_year',
    'title',
    'image_url',
  ].map(col);
  return rows
    .filter((r) => r.length === header.length)
    .map((r, i) => {
      const tags = (bookTags.get(r[gr]) ?? [])
        .sort((a, b) => b.count - a.count)
        .slice(0, 8)
        .map((t) => t.tag.replace(/-/g, ' '));
      // ISBN-10s lost their leading zeros in the CSV; a missing or broken one gets a made-up 979 ISBN
      const isbn13 = toIsbn13(r[isbn].padStart(10, '0')) ?? madeUpIsbn13(i);
      return {
        title: r[title].replace(/\s*\([^)]*#[\d.\-–]+\)\s*$/, '').trim(),
        author: r[authors]
          .split(',')
          .slice(0, 2)
          .map((a) => a.trim())
          .join(', '),
        year: r[year] ? Math.trunc(Number(r[year])) : null,
        isbn13,
        genre: genreFromCategories(tags) ?? 'Fiction',
        tags: tags.slice(0, 4),
        imageUrl: r[image]?.startsWith('https://') && !r[image].includes('nophoto') ? r[image] : null,
      };
    });
}

function madeUpIsbn13(n: number): string {
  const first12 = `979${String(100_000_000 + n).slice(-9)}`;
  return first12 + isbn13CheckDigit(first12);
}

const WORDS = [
  'silent',
  'river',
  'garden',
  'monsoon',
  'letters',
  'city',
  'night',
  'winter',
  'tiger',
  'house',
  'island',
  'empire',
  'shadow',
  'journey',
  'secret',
  'mountain',
];

function madeUpBooks(): SourceBook[] {
  const random = rng(7);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  return Array.from({ length: 10_000 }, (_, i) => ({
    title: `The ${pick()} ${pick()}`,
    author: `Author ${i % 2000}`,
    year: 1900 + (i % 120),
    isbn13: madeUpIsbn13(i),
    genre: 'Fiction',
    tags: [pick(), pick()],
    imageUrl: null,
  }));
}

/** The 10,000 source titles: goodbooks-10k when present, else made up. */
export function sourceBooks(): { books: SourceBook[]; real: boolean } {
  const real = readGoodbooks();
  return real ? { books: real, real: true } : { books: madeUpBooks(), real: false };
}

/** Hub centres around Mumbai (longitude, latitude). */
const MUMBAI: [number, number] = [72.8777, 19.076];

async function inBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface LoadedData {
  /** a member of the first CALLER_HUBS hubs (the benchmark's caller) */
  callerId: number;
  books: number;
  realTitles: boolean;
}

/**
 * Loads hubs, members, memberships and `bookCount` books (default 100,000) into the migrated empty
 * database behind `pool`. Above 100,000 books, each source title is loaded once from here and the rest
 * are copies made inside PostgreSQL (bench/generate.ts; ADR 0060).
 */
export async function loadBenchData(
  pool: pg.Pool,
  log: (msg: string) => void,
  bookCount: number = SIZES.books,
): Promise<LoadedData> {
  const random = rng(42);
  const client = await pool.connect();
  try {
    const { books: source, real } = sourceBooks();
    log(`source titles: ${source.length} (${real ? 'goodbooks-10k' : 'made up: goodbooks-10k not found'})`);

    const hubIds: number[] = [];
    for (let h = 0; h < SIZES.hubs; h += 1) {
      const { rows } = await client.query<{ id: number }>(
        `insert into hubs (name, hub_type, city, unit_count, code, status, longitude, latitude, address)
         values ($1, $2, 'Mumbai', 200, $3, 'approved', $4, $5, $6) returning id`,
        [
          `Bench Hub ${h + 1}`,
          ['society', 'school', 'office'][h % 3],
          `B${String(h).padStart(5, '0')}`,
          MUMBAI[0] + (random() - 0.5) * 0.3,
          MUMBAI[1] + (random() - 0.5) * 0.3,
          `Sector ${h + 1}, Mumbai`,
        ],
      );
      hubIds.push(rows[0].id);
    }

    const userIds: number[] = [];
    await inBatches(
      Array.from({ length: SIZES.users }, (_, i) => i),
      1000,
      async (batch) => {
        const { rows } = await client.query<{ id: number }>(
          `insert into users (name, email) select * from unnest($1::text[], $2::text[]) returning id`,
          [batch.map((i) => `Bench Member ${i + 1}`), batch.map((i) => `bench-${i + 1}@hubshelf.test`)],
        );
        userIds.push(...rows.map((r) => r.id));
      },
    );
    const callerId = userIds[0];
    const hubsOf = new Map<number, number[]>();
    hubsOf.set(callerId, hubIds.slice(0, CALLER_HUBS));
    for (const u of userIds.slice(1)) {
      const first = hubIds[Math.floor(random() * hubIds.length)];
      const second = hubIds[Math.floor(random() * hubIds.length)];
      hubsOf.set(u, random() < 0.3 && second !== first ? [first, second] : [first]);
    }
    const memberships = [...hubsOf.entries()].flatMap(([u, hs]) => hs.map((h) => [u, h] as const));
    await inBatches(memberships, 5000, (batch) =>
      client.query(
        `insert into hub_memberships (user_id, hub_id) select * from unnest($1::int[], $2::int[])`,
        [batch.map((m) => m[0]), batch.map((m) => m[1])],
      ),
    );

    const now = Date.now();
    const fromNode = bookCount > SIZES.books ? Math.min(bookCount, source.length) : bookCount;
    const books = Array.from({ length: fromNode }, (_, i) => {
      const s = source[i % source.length];
      const owner = userIds[1 + Math.floor(random() * (userIds.length - 1))];
      const condition = BOOK_CONDITIONS[Math.floor(random() * 4)];
      const reviewCount = random() < 0.2 ? 1 + Math.floor(random() * 8) : 0;
      return {
        owner,
        title: s.title,
        author: s.author,
        isbn13: s.isbn13,
        genre: s.genre,
        description: `${s.title} by ${s.author}${s.year ? `, first published in ${s.year}` : ''}. ${
          s.tags.length ? `Readers shelve it as ${s.tags.join(', ')}. ` : ''
        }This copy is in ${condition.toLowerCase()} condition.`,
        imageUrl: s.imageUrl,
        condition,
        fee: 500 + 250 * Math.floor(random() * 19),
        price: random() < 0.3 ? 9900 + 100 * Math.floor(random() * 800) : null,
        available: random() < 0.85,
        reviewCount,
        ratingTotal: reviewCount === 0 ? 0 : Math.round(reviewCount * (2.5 + random() * 2.5)),
        createdAt: new Date(now - Math.floor(random() * 365 * 24 * 3600 * 1000)).toISOString(),
      };
    });
    let loaded = 0;
    await inBatches(books, 2000, async (batch) => {
      const { rows } = await client.query<{ id: number; owner_id: number }>(
        `insert into books (owner_id, title, author, isbn, isbn13, genre, description, image_url, condition,
           daily_fee_paise, selling_price_paise, is_available, review_count, rating_total, created_at, updated_at)
         select o, t, a, i, i, g, d, img, c::book_condition, f, p, av, rc, rt, ca, ca
         from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
           $9::int[], $10::int[], $11::bool[], $12::int[], $13::int[], $14::timestamptz[])
           as x(o, t, a, i, g, d, img, c, f, p, av, rc, rt, ca)
         returning id, owner_id`,
        [
          batch.map((b) => b.owner),
          batch.map((b) => b.title),
          batch.map((b) => b.author),
          batch.map((b) => b.isbn13),
          batch.map((b) => b.genre),
          batch.map((b) => b.description),
          batch.map((b) => b.imageUrl),
          batch.map((b) => b.condition),
          batch.map((b) => b.fee),
          batch.map((b) => b.price),
          batch.map((b) => b.available),
          batch.map((b) => b.reviewCount),
          batch.map((b) => b.ratingTotal),
          batch.map((b) => b.createdAt),
        ],
      );
      const links = rows.flatMap((r) => (hubsOf.get(r.owner_id) ?? []).map((h) => [r.id, h] as const));
      await client.query(
        `insert into book_hubs (book_id, hub_id) select * from unnest($1::int[], $2::int[])`,
        [links.map((l) => l[0]), links.map((l) => l[1])],
      );
      loaded += rows.length;
      if (loaded % 20_000 === 0) log(`  ${loaded} books`);
    });
    if (bookCount > loaded) {
      await generateCopies(client, bookCount - loaded, callerId, log);
      loaded = bookCount;
    }
    await client.query('vacuum analyze');
    return { callerId, books: loaded, realTitles: real };
  } finally {
    client.release();
  }
}

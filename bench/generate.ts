/**
 * Large benchmark sizes (docs/decisions/0060-a-million-books.md): after the source titles are loaded once
 * each from Node (data.ts), the remaining books are copies made INSIDE PostgreSQL with
 * `insert … select … from generate_series`, 100,000 a statement, so a million books take about a minute
 * rather than shipping every row over the wire. Each copy keeps its template's title, author, ISBN, genre,
 * description and picture, and gets a random owner (not the caller), condition, fee, sale price,
 * availability, review cache and listing date within the last year; its hubs are its owner's, written
 * with the copy (`hub_ids`, so the listings trigger finds nothing to update). The word trigger is off
 * meanwhile: copies bring no new words.
 */
import type pg from 'pg';
import { BOOK_CONDITIONS } from '../src/domain/books';

const PER_STATEMENT = 100_000;

/** Parses a BENCH_BOOKS size: '10k', '100k', '1M', '250000'. */
export function parseSize(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*$/.exec(text);
  if (!m) throw new Error(`BENCH_BOOKS: '${text}' is not a size (e.g. 10k, 100k, 1M)`);
  const factor = { '': 1, k: 1_000, m: 1_000_000 }[m[2].toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(m[1]) * factor);
}

/** '10k', '100k', '1M' for a size (the table's label). */
export function sizeLabel(n: number): string {
  if (n >= 1_000_000 && n % 100_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1_000 && n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}

/**
 * Adds `count` copies of the books already in the database, owned by members other than `callerId`, on
 * `client` (one connection: the seed and the trigger switch apply to it).
 */
export async function generateCopies(
  client: pg.PoolClient,
  count: number,
  callerId: number,
  log: (msg: string) => void,
): Promise<void> {
  await client.query('select setseed(0.42)');
  await client.query('alter table books disable trigger books_words_insert');
  try {
    const templates = (await client.query<{ n: number }>('select count(*)::int as n from books')).rows[0]!.n;
    for (let done = 0; done < count;) {
      const n = Math.min(PER_STATEMENT, count - done);
      const { rows } = await client.query<{ max: number }>('select coalesce(max(id), 0) as max from books');
      await client.query(
        `with t as (select row_number() over (order by id) as k, * from books order by id limit $3),
           u as (select array_agg(id order by id) as ids from users where id <> $1),
           g as (select s, 1 + (s - 1) % $3 as k, random() as r1, random() as r2, random() as r3,
                   random() as r4, random() as r5 from generate_series(1, $2::int) as s)
         insert into books (owner_id, title, author, isbn, isbn13, genre, description, image_url, condition,
           daily_fee_paise, selling_price_paise, is_available, review_count, rating_total, created_at, updated_at,
           hub_ids)
         select o.id, t.title, t.author, t.isbn, t.isbn13, t.genre,
           t.description, t.image_url, ($4::text[])[1 + floor(g.r2 * 4)::int]::book_condition,
           500 + 250 * floor(g.r3 * 19)::int,
           case when g.r4 < 0.3 then 9900 + 100 * floor(g.r4 / 0.3 * 800)::int end,
           g.r5 < 0.85, t.review_count, t.rating_total, c.at, c.at,
           array(select m.hub_id from hub_memberships m where m.user_id = o.id and m.is_active order by m.hub_id)
         from g join t on t.k = g.k cross join u,
           lateral (select u.ids[1 + floor(g.r1 * cardinality(u.ids))::int] as id) o,
           lateral (select now() - random() * interval '365 days' + g.s * interval '0 s' as at) c`,
        [callerId, n, templates, BOOK_CONDITIONS.slice(0, 4)],
      );
      await client.query(
        `insert into book_hubs (book_id, hub_id)
         select b.id, m.hub_id from books b join hub_memberships m on m.user_id = b.owner_id where b.id > $1`,
        [rows[0]!.max],
      );
      done += n;
      log(`  ${templates + done} books`);
    }
  } finally {
    await client.query('alter table books enable trigger books_words_insert');
  }
}

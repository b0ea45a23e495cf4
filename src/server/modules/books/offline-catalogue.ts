/**
 * The offline catalogue (ADR 0049): about 9,300 popular books from goodbooks-10k (CC BY-SA 4.0,
 * `offline-books/SOURCE.md`), committed with the code and loaded into `offline_catalogue` at start, so the
 * shelf reader matches spines with no network. `loadOfflineCatalogue` fills the table when its row count
 * differs from the file's (first start, or a new extract); several instances starting together take a
 * table lock, so one loads and the others find it done.
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@/domain/title-match';
import type { Db } from '../../db/client';
import { queryRows, type DbOrTx } from './read';

/** The committed extract: a header line, then ISBN-13, title, author, year, genre, cover URL, tab-separated. */
export const OFFLINE_CATALOGUE_FILE = new URL('./offline-books/goodbooks-10k.tsv', import.meta.url);

/** One book of the offline catalogue. */
export interface OfflineBook {
  isbn13: string;
  title: string;
  author: string;
  year: number | null;
  /** one of the 12 add-book genres */
  genre: string;
  imageUrl: string | null;
}

/** The books of the committed extract. */
export function readOfflineCatalogue(): OfflineBook[] {
  const [, ...lines] = readFileSync(OFFLINE_CATALOGUE_FILE, 'utf8').split('\n');
  return lines
    .filter((l) => l.trim())
    .map((line) => {
      const [isbn13 = '', title = '', author = '', year = '', genre = 'Fiction', imageUrl = ''] =
        line.split('\t');
      return { isbn13, title, author, year: year ? Number(year) : null, genre, imageUrl: imageUrl || null };
    });
}

/** Rows inserted per statement. */
const BATCH = 1000;

/**
 * Makes `offline_catalogue` hold the committed extract; answers how many books were loaded (0 when the
 * table already held them). One transaction: a failure leaves the table as it was.
 */
export async function loadOfflineCatalogue(db: Db): Promise<number> {
  const books = readOfflineCatalogue();
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table offline_catalogue in share row exclusive mode`);
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from offline_catalogue`);
    if (Number(row?.n) === books.length) return 0;
    await tx.execute(sql`delete from offline_catalogue`);
    // each batch is one JSON parameter (a JS array in a sql template would expand to a row, not an array)
    for (let i = 0; i < books.length; i += BATCH) {
      const batch = JSON.stringify(books.slice(i, i + BATCH));
      await tx.execute(sql`insert into offline_catalogue (isbn13, title, author, year, genre, image_url)
        select b.isbn13, b.title, b.author, b.year, b.genre, b."imageUrl"
          from jsonb_to_recordset(${batch}::jsonb)
            as b(isbn13 text, title text, author text, year int, genre text, "imageUrl" text)
        on conflict (isbn13) do nothing`);
    }
    return books.length;
  });
}

/** How close (pg_trgm word similarity, 0–1) a spine word must come to a word of a title to find that title. */
export const TITLE_WORD_SIMILARITY = 0.7;

/**
 * The SQL condition "a word of `words` is in the title": `fold_title(title) %> word` for each, which the
 * title's trigram GIN index answers (run it where `pg_trgm.word_similarity_threshold` is
 * TITLE_WORD_SIMILARITY: `inWordSearch`).
 */
export function titleHasAWord(title: SQL, words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`fold_title(${title}) %> ${w}`),
    sql` or `,
  );
}

/**
 * The SQL score of a title found by `titleHasAWord`, higher first: how many of `words` the title holds,
 * plus how well the title is contained in `text` (`word_similarity`, 0–1), so a long title the spine
 * shows in part is not pushed out by one-word titles ('Hunger') that are fully contained.
 */
export function titleScore(title: SQL, words: string[], text: string): SQL {
  const held = sql.join(
    words.map((w) => sql`(fold_title(${title}) %> ${w})::int`),
    sql` + `,
  );
  return sql`(${held} + word_similarity(fold_title(${title}), ${text}))`;
}

/**
 * Runs `query` in a transaction whose pg_trgm word-similarity threshold is TITLE_WORD_SIMILARITY, with
 * sequential scans discouraged: the planner prices a few `%>` trigram-index scans above reading the
 * whole table, which then computes the similarity of every title (measured on the offline catalogue:
 * 6.5 ms a spine with the index, 380 ms without, `npm run bench:shelf`).
 */
export async function inWordSearch<T>(db: DbOrTx, query: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TITLE_WORD_SIMILARITY}`));
    await tx.execute(sql`set local enable_seqscan = off`);
    return query(tx);
  });
}

/**
 * Offline catalogue books whose title may be printed in `text` (a spine's words, lower case): titles that
 * hold one of its search words (`searchWords`), ranked by `titleScore`, best first, at most `limit`.
 */
export async function offlineCandidates(db: DbOrTx, text: string, limit = 20): Promise<OfflineBook[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  return inWordSearch(db, (tx) =>
    queryRows<OfflineBook>(
      tx,
      sql`select isbn13, title, author, year, genre, image_url as "imageUrl"
            from offline_catalogue
           where ${titleHasAWord(sql`title`, words)}
           order by ${titleScore(sql`title`, words, text)} desc
           limit ${limit}`,
    ),
  );
}

/** The offline catalogue's book with ISBN-13 `isbn13`, or null (the import's fallback after the ISBN lookup, ADR 0051). */
export async function offlineBookByIsbn13(db: DbOrTx, isbn13: string): Promise<OfflineBook | null> {
  const [row] = await queryRows<OfflineBook>(
    db,
    sql`select isbn13, title, author, year, genre, image_url as "imageUrl"
          from offline_catalogue where isbn13 = ${isbn13} limit 1`,
  );
  return row ?? null;
}

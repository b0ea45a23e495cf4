/**
 * The recommendations statement (docs/decisions/0026-genre-preferences-and-recommendations.md): listed,
 * available books actively listed in the member's hubs (`viewerHubsCte`, the same scope as browse), not
 * their own, never borrowed or bought by them, not held for another member, matching one of their Love
 * or Like genres and none of their Skip genres; ranked by the best matching level, then average rating
 * (unrated last), then newest (created_at desc, id desc); at most 24, each with its reason genre.
 *
 * A genre matches a book by the book's genre; the six word genres (`WORD_GENRES`) also match when the
 * book's `search_vector` (title, author, description) has one of their words as a prefix.
 *
 * Built from the member's preferences, loaded first, so the candidates come from indexes (ADR 0026
 * "Performance"), one level at a time (Love, then Like less what Love matches, only when Love found
 * fewer than 24): one branch per genre reads `books_available_rank_idx` (genre, rating, created_at,
 * id) in ranking order and stops after enough eligible books, and one branch finds the level's
 * word-genre books through the GIN index on `search_vector` and sorts them; the best of all branches
 * get their reason and their columns. On the benchmark's 100,000 books this reads a few hundred rows
 * instead of every listed book.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GenrePreference } from '@/contract/preferences';
import { genreWordQuery } from '@/domain/preferences';
import { heldForAnotherSql } from '../alerts';
import { safeOwners, viewerHubsCte } from '../books';

/** A book's average rating (null when unrated): the expression `books_available_rank_idx` orders by. */
const RATING = sql`(case when b.review_count > 0 then b.rating_total::float8 / b.review_count end)`;
const RANK_ORDER = sql`rating desc nulls last, created_at desc, id desc`;

/** The genres of one preference level and the OR of their word queries (null when none is a word genre). */
interface LevelGenres {
  genres: string[];
  words: string | null;
}

/** The member's genres at `level` (5, 3 or 1) and the OR of their word queries. */
function levelGenres(preferences: readonly GenrePreference[], level: number): LevelGenres {
  const genres = preferences.filter((p) => p.preferenceLevel === level).map((p) => p.genre);
  const queries = genres.map(genreWordQuery).filter((q): q is string => q !== null);
  return { genres, words: queries.length ? queries.map((q) => `(${q})`).join(' | ') : null };
}

const tsquery = (words: string) => sql`to_tsquery('simple', ${words})`;
const genreList = (genres: readonly string[]) =>
  sql.join(
    genres.map((g) => sql`${g}::text`),
    sql`, `,
  );

/** SQL true when book `b` matches a genre of `level`; null when the level has no genre. */
function matches(level: LevelGenres): SQL | null {
  const parts: SQL[] = [];
  if (level.genres.length) parts.push(sql`b.genre in (${genreList(level.genres)})`);
  if (level.words) parts.push(sql`b.search_vector @@ ${tsquery(level.words)}`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * Book conditions a recommendation must meet besides matching its level; a book held for another member
 * is left out (docs/decisions/0025-availability-alerts-hold-queue.md), and so are the `safe` conditions'
 * owners (blocked either way or restricted, ADR 0050). `b.status = 'listed' and
 * b.is_available` also let PostgreSQL use the partial `books_available_rank_idx`.
 */
function eligible(userId: number, excluded: (SQL | null)[], safe: SQL[]): SQL {
  return sql.join(
    [
      sql`b.status = 'listed'`,
      sql`b.is_available`,
      sql`b.owner_id <> ${userId}`,
      // OFFSET 0 keeps this a per-book index probe: as a semi join PostgreSQL may hash every book of
      // the member's hubs (25,000 at the benchmark) to test a few hundred candidates
      sql`exists (select 1 from book_hubs bh where bh.book_id = b.id and bh.active
        and bh.hub_id = any(array(select s.hub_id from s)) offset 0)`,
      sql`not exists (select 1 from rentals r where r.book_id = b.id and r.borrower_id = ${userId})`,
      sql`not exists (select 1 from purchases pu where pu.book_id = b.id and pu.buyer_id = ${userId})`,
      sql`not ${heldForAnotherSql(userId)}`,
      ...safe,
      ...excluded.filter((m): m is SQL => m !== null).map((m) => sql`not ${m}`),
    ],
    sql` and `,
  );
}

/**
 * The branches of one level, each the best `limit` eligible books of one genre (read in ranking order
 * from `books_available_rank_idx`) or of the level's word genres (GIN), as `(id, rating, created_at)`.
 * Each branch has its own ORDER BY … LIMIT: PostgreSQL plans a UNION ALL leaf with a WHERE on its own,
 * so an ORDER BY only above the union would sort every candidate. `excluded` are the matches of the
 * Skip level and of higher levels.
 */
function levelBranches(
  userId: number,
  level: LevelGenres,
  excluded: (SQL | null)[],
  limit: number,
  safe: SQL[],
): SQL[] {
  const where = eligible(userId, excluded, safe);
  const branch = (from: SQL, match: SQL) => sql`(select b.id, ${RATING} as rating, b.created_at
      from ${from} where ${match} and ${where}
      order by ${RANK_ORDER} limit ${limit})`;
  const branches = level.genres.map((g) => branch(sql`books b`, sql`b.genre = ${g}::text`));
  if (level.words) {
    // OFFSET 0 keeps the word match on the GIN index: ordered by rating alone, PostgreSQL would walk
    // books_status_rating_idx testing every book's search_vector, which costs far more than it estimates
    const words = sql`(select * from books where search_vector @@ ${tsquery(level.words)} offset 0) b`;
    branches.push(branch(words, sql`b.genre not in (${genreList(level.genres)})`));
  }
  return branches;
}

/**
 * SQL answering up to `limit` `BookSqlRow`s plus `reason_genre`, in ranking order: the member's
 * recommendations at one `level` (5 Love, 3 Like), for `userId` with `preferences` (their saved set);
 * null when they have no genre at that level. Owners blocked either way or restricted at `now` are left out. Like leaves out what Love matches, so the Love rows
 * followed by the Like rows are the whole list. The reason is the first matching genre by name.
 */
export function recommendedSql(
  userId: number,
  preferences: readonly GenrePreference[],
  level: 5 | 3,
  limit: number,
  now: Date = new Date(),
): SQL | null {
  const own = levelGenres(preferences, level);
  if (!own.genres.length) return null;
  const excluded = [matches(levelGenres(preferences, 1))];
  if (level === 3) excluded.push(matches(levelGenres(preferences, 5)));
  const reasons = sql.join(
    own.genres.map((genre) => {
      const words = genreWordQuery(genre);
      return sql`(${genre}::text, ${words ? tsquery(words) : sql`null::tsquery`})`;
    }),
    sql`, `,
  );
  return sql`
    with ${viewerHubsCte(userId)},
    c as (
      select * from (${sql.join(levelBranches(userId, own, excluded, limit, safeOwners(userId, now)), sql` union all `)}) l
      order by ${RANK_ORDER}
      limit ${limit}
    )
    select b.id, b.owner_id, u.name as owner_name, b.title, b.author, b.isbn, b.genre, b.description,
      b.image_url, b.cover_image_url, b.condition, b.daily_fee_paise, b.selling_price_paise, b.is_available,
      b.status, b.review_count, b.rating_total, b.created_at, h.id as hub_id, h.name as hub_name, h.hub_type,
      r.genre as reason_genre,
      ha.hold_expires_at as reserved_until, coalesce(ha.user_id = ${userId}::int, false) as reserved_for_you
    from c
    join books b on b.id = c.id
    join users u on u.id = b.owner_id
    join lateral (
      select g.genre from (values ${reasons}) g(genre, q)
      where g.genre = b.genre or (g.q is not null and b.search_vector @@ g.q)
      order by g.genre
      limit 1
    ) r on true
    left join book_alerts ha on ha.book_id = b.id and ha.status = 'held'
    left join lateral (
      select bh.hub_id from book_hubs bh
      left join s on s.hub_id = bh.hub_id
      where bh.book_id = b.id and bh.active
      order by s.ord asc nulls last, bh.hub_id asc
      limit 1
    ) nh on true
    left join hubs h on h.id = nh.hub_id
    order by c.rating desc nulls last, c.created_at desc, c.id desc`;
}

/**
 * The search part of the browse statement (docs/decisions/0068-search-matched-once.md): the query's
 * tsqueries, the matching books read once through the GIN index, and their relevance, from the SQL
 * functions of src/server/db/sql/books-search.sql (the search design, docs/decisions/0011-search-design.md).
 * A search's matches carry the columns the browse filters and sorts on; the page reads the rest.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * CTEs `t` (one row of the query's tsqueries, `books_search_terms`; none when `search` has no letter or
 * digit) and `m` (the matching books of `statuses` (a `book_status[]` expression) in the hubs `inHubs` (an
 * `integer[]` expression, null for any hub) with, when `ranked`, what their score needs; the trigram
 * fallback's when no such book matches: `books_search_matches`, which applies the statuses and the hubs
 * itself: docs/decisions/0072-search-scoped-in-the-function.md), each preceded by a comma.
 */
export const searchCtes = (
  search: string,
  ranked: boolean,
  statuses: SQL,
  inHubs: SQL,
): SQL => sql`, t as (select * from books_search_terms(${search})),
    m as (select r.* from t cross join lateral books_search_matches(${search}, t.fuzzy_q, t.typed_q, t.title_q,
      t.title_author_q, ${ranked}, ${statuses}, ${inHubs}) r)`;

/** The relevance of a search's book `b` (a row of `m`, with `t` joined): `books_search_score`. */
export const searchScore = sql`coalesce(b.fallback_score,
  books_search_score(b.title_key, b.author_key, b.in_title, b.in_title_author, b.as_typed, b.rank, t.norm_q))`;

/** The columns of a book row that `m` does not carry, read for a search's page only (`books d`). */
const PAGE_COLUMN_NAMES = ['isbn', 'description', 'image_url', 'cover_image_url', 'selling_price_paise'];
export const PAGE_COLUMNS = sql.raw(PAGE_COLUMN_NAMES.map((c) => `d.${c}`).join(', '));
/** The same columns of `books b`, for a page without a search. */
export const PAGE_COLUMNS_OF_B = sql.raw(PAGE_COLUMN_NAMES.map((c) => `b.${c}`).join(', '));

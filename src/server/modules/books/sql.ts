/**
 * The one SQL builder for reading books (browse, hub lists, My Library, a single book), so the API and
 * the benchmark's bare server run identical SQL (ARCHITECTURE §6). Raw SQL because the browse query
 * joins the search functions (search-sql.ts), array parameters and a lateral hub pick that the query
 * builder cannot say.
 *
 * Shape: CTEs resolve the viewer's hubs (scope.ts) and a search's matches (search-sql.ts); an inner
 * query filters, orders and limits `books` (or the matches, then reads the page's other columns);
 * the outer query adds the owner's name and one hub the book is actively listed in (the nearest of the
 * viewer's hubs, then the first in joining order, then any), and repeats the order on the sort keys.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BrowseSort } from '@/domain/books';
import { viewerHubsCte, type HubFilter } from './scope';
import { PAGE_COLUMNS, PAGE_COLUMNS_OF_B, searchCtes, searchScore } from './search-sql';

/** Columns of a book row as `readBooksSql` answers them (snake_case, straight from PostgreSQL). */
export interface BookSqlRow {
  id: number;
  owner_id: number;
  owner_name: string;
  title: string;
  author: string;
  isbn: string;
  genre: string;
  description: string | null;
  image_url: string | null;
  cover_image_url: string | null;
  condition: string;
  daily_fee_paise: number;
  selling_price_paise: number | null;
  is_available: boolean;
  status: string;
  review_count: number;
  rating_total: number;
  created_at: Date | string;
  hub_id: number | null;
  hub_name: string | null;
  hub_type: string | null;
  /** the open hold's end (docs/decisions/0025-availability-alerts-hold-queue.md), null without one */
  reserved_until: Date | string | null;
  /** whether the open hold is the viewer's */
  reserved_for_you: boolean;
  /** with `countUpTo`: the matching books, at most `countUpTo` */
  total_count?: number;
}

/** True when `search` has a letter or digit to search for. */
export function hasSearchWords(search: string | undefined): boolean {
  return search !== undefined && /[\p{L}\p{N}]/u.test(search);
}

/** The filters of a browse (money in paise; conditions are stored grades). */
export interface BookFilters {
  /** search text; typo tolerant (src/server/db/sql/books-search.sql, ADR 0011 and 0068) */
  search?: string;
  genres?: readonly string[];
  conditions?: readonly string[];
  minFeePaise?: number;
  maxFeePaise?: number;
  availability?: 'all' | 'available' | 'rented';
}

export type BookOrder = BrowseSort | 'relevance';

export interface ReadBooksOptions {
  /** whose hubs scope the books and label each with a hub (null: nobody's, e.g. a signed-out visitor) */
  viewerId: number | null;
  /** narrows the viewer's hubs (the browse filters `societies` and `location`) */
  hubFilter?: HubFilter;
  /** true: only books actively listed in the viewer's (filtered) hubs; false: any book `where` allows */
  scoped: boolean;
  filters?: BookFilters;
  /**
   * Extra conditions on `b` (books), e.g. `b.owner_id = 7`. With a search, `b` is a row of the matches,
   * which carry the columns `books_search_matches` answers (not the description, ISBN or pictures).
   */
  where?: SQL[];
  /** Book statuses to include (default: listed only). */
  statuses?: readonly string[];
  order: BookOrder;
  limit: number;
  offset?: number;
  /**
   * Also answer `total_count` on every row: the books matching, counted up to `countUpTo` (a capped
   * count, docs/decisions/0013-browse-count-and-paging-headers.md). Absent: no count.
   */
  countUpTo?: number;
}

/** Array parameters as PostgreSQL array literals (one parameter each, the same on PGlite and pg). */
const textArray = (values: readonly string[]) =>
  sql`${sql.param(`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`)}::text[]`;

/**
 * A book `b` with an active listing (see `book_hubs.active`) in one of the viewer's hubs `s`: its own
 * `hub_ids` overlap the viewer's hub ids, gathered once into an array (an InitPlan), so a candidate costs
 * no probe of `book_hubs` (ADR 0012, ADR 0069).
 */
const scopeHubIds = sql`array(select s.hub_id from s)`;
const inScope = sql`b.hub_ids && ${scopeHubIds}`;

/** Distance (km) from the origin to the nearest of the book's active listings in `s`; null when unknown. */
const nearestKm = sql`(select min(s.km) from book_hubs bh join s on s.hub_id = bh.hub_id where bh.book_id = b.id and bh.active)`;

/** Every book actively listed in `s` with its nearest distance `d.km`: scopes and sorts a whole-scope distance browse. */
const distanceJoin = sql` join (select bh.book_id, min(s.km) as km from s join book_hubs bh on bh.hub_id = s.hub_id and bh.active
  group by bh.book_id) d on d.book_id = b.id`;

/** WHERE conditions of the filters (genres, conditions, fee range, availability). */
function filterConditions(f: BookFilters): SQL[] {
  const out: SQL[] = [];
  if (f.genres?.length) out.push(sql`b.genre = any(${textArray(f.genres)})`);
  if (f.conditions?.length) out.push(sql`b.condition::text = any(${textArray(f.conditions)})`);
  if (f.minFeePaise !== undefined) out.push(sql`b.daily_fee_paise >= ${f.minFeePaise}`);
  if (f.maxFeePaise !== undefined) out.push(sql`b.daily_fee_paise <= ${f.maxFeePaise}`);
  if (f.availability === 'available') out.push(sql`b.is_available`);
  if (f.availability === 'rented') out.push(sql`not b.is_available`);
  return out;
}

type Direction = 'asc' | 'desc';
/** A sort key: expression, direction, and whether it can be null (nulls always sort last). */
type SortKey = [SQL, Direction, 'nullable'?];

/**
 * Sort keys of an order; every order ends with newest first, then id. Non-null keys carry no NULLS
 * clause, so the (status, created_at) index can give the order, and the two price indexes theirs
 * (docs/decisions/0071-price-orders-indexed.md).
 */
function sortKeys(order: BookOrder, scoped: boolean, searching: boolean): SortKey[] {
  const tail: SortKey[] = [
    [sql`b.created_at`, 'desc'],
    [sql`b.id`, 'desc'],
  ];
  switch (order) {
    case 'relevance':
      return searching ? [[searchScore, 'desc'], ...tail] : tail;
    case 'newest':
      return tail;
    case 'oldest':
      return [
        [sql`b.created_at`, 'asc'],
        [sql`b.id`, 'asc'],
      ];
    case 'price_low':
      return [[sql`b.daily_fee_paise`, 'asc'], ...tail];
    case 'price_high':
      return [[sql`b.daily_fee_paise`, 'desc'], ...tail];
    case 'rating':
      return [
        [
          sql`case when b.review_count > 0 then b.rating_total::float8 / b.review_count end`,
          'desc',
          'nullable',
        ],
        [sql`b.review_count`, 'desc'],
        ...tail,
      ];
    case 'distance':
      // searching: a correlated minimum over the few found books; otherwise the `d` join (readBooksSql)
      return [[!scoped ? sql`null::float8` : searching ? nearestKm : sql`d.km`, 'asc', 'nullable'], ...tail];
  }
}

/** `asc` / `desc`, with `nulls last` for a nullable key. */
const direction = ([, d, nullable]: SortKey) => sql.raw(nullable ? `${d} nulls last` : d);

/**
 * SQL answering `BookSqlRow`s. Listed books only unless `statuses` says otherwise. A search reads its
 * candidates once (src/server/db/sql/books-search.sql, docs/decisions/0011-search-design.md,
 * docs/decisions/0068-search-matched-once.md): every word as typed (prefix) or, when misspelt, one of its
 * nearest known words, through the full-text GIN index; filtered and scoped, then only the books kept
 * are ranked exact title → title → author → description; with a trigram word-similarity fallback on
 * lower(title) / lower(author) when no book matches the words.
 */
export function readBooksSql(o: ReadBooksOptions): SQL {
  // a search without letters or digits ("?!") filters nothing
  const search = hasSearchWords(o.filters?.search) ? o.filters!.search!.trim() : null;
  const statuses = o.statuses ?? ['listed'];
  const filters = [...filterConditions(o.filters ?? {}), ...(o.where ?? [])];
  const common: SQL[] = [
    statuses.length === 1
      ? sql`b.status = ${statuses[0]}`
      : sql`b.status = any(${textArray(statuses)}::book_status[])`,
    ...filters,
  ];
  // browsing the whole scope by distance: one aggregate of the scope's listings, which also scopes
  const byDistance = o.scoped && !search && o.order === 'distance';
  // a search's matches already have the statuses and the scope (books_search_matches, ADR 0072)
  const conditions = search ? filters : o.scoped && !byDistance ? [inScope, ...common] : common;
  const keys = sortKeys(o.order, o.scoped, search !== null);
  const keyColumns = sql.join(
    keys.map(([expr], i) => sql`${expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const innerOrder = sql.join(
    keys.map((key) => sql`${key[0]} ${direction(key)}`),
    sql`, `,
  );
  /** the order on the key columns k0, k1, … of `alias` */
  const keyOrder = (alias: string) =>
    sql.join(
      keys.map((key, i) => sql`${sql.raw(`${alias}.k${i}`)} ${direction(key)}`),
      sql`, `,
    );
  const sharedColumns = sql`b.id, b.owner_id, b.title, b.author, b.genre, b.condition, b.daily_fee_paise,
        b.is_available, b.status, b.review_count, b.rating_total, b.created_at, ${keyColumns}`;
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  // a search's matches are few: filter them once (CTE f), then page and count them from f. Without a
  // search the page walks an index and stops, and the capped count filters on its own (ADR 0013).
  const total =
    o.countUpTo === undefined
      ? sql``
      : search
        ? sql`, (select count(*)::int from (select 1 from f limit ${o.countUpTo}) c) as total_count`
        : sql`, (select count(*)::int from (select 1 from books b
          where ${sql.join(o.scoped ? [inScope, ...common] : common, sql` and `)}
          limit ${o.countUpTo}) c) as total_count`;
  const page = search
    ? sql`select f.*, ${PAGE_COLUMNS} from (select * from f order by ${keyOrder('f')}
        limit ${o.limit} offset ${o.offset ?? 0}) f join books d on d.id = f.id`
    : sql`select ${sharedColumns}, ${PAGE_COLUMNS_OF_B}
      from books b${byDistance ? distanceJoin : sql``}
      where ${where}
      order by ${innerOrder}
      limit ${o.limit} offset ${o.offset ?? 0}`;
  const ctes = search
    ? sql`${viewerHubsCte(o.viewerId, o.hubFilter)}${searchCtes(
        search,
        o.order === 'relevance',
        sql`${textArray(statuses)}::book_status[]`,
        o.scoped ? scopeHubIds : sql`null::int[]`,
      )},
      f as (select ${sharedColumns} from m b left join t on true where ${where})`
    : viewerHubsCte(o.viewerId, o.hubFilter);
  return sql`
    with ${ctes}
    select p.id, p.owner_id, u.name as owner_name, p.title, p.author, p.isbn, p.genre, p.description,
      p.image_url, p.cover_image_url, p.condition, p.daily_fee_paise, p.selling_price_paise, p.is_available,
      p.status, p.review_count, p.rating_total, p.created_at, h.id as hub_id, h.name as hub_name, h.hub_type${total},
      ha.hold_expires_at as reserved_until, coalesce(ha.user_id = ${o.viewerId}::int, false) as reserved_for_you
    from (${page}) p
    join users u on u.id = p.owner_id
    left join book_alerts ha on ha.book_id = p.id and ha.status = 'held'
    left join lateral (
      select bh.hub_id from book_hubs bh
      left join s on s.hub_id = bh.hub_id
      where bh.book_id = p.id and bh.active
      order by s.km asc nulls last, s.ord asc nulls last, bh.hub_id asc
      limit 1
    ) nh on true
    left join hubs h on h.id = nh.hub_id
    order by ${keyOrder('p')}`;
}

/**
 * SQL answering one row `{ count }`: the listed books actively listed in `viewerId`'s hubs that match
 * `filters` and the extra conditions `where` on `b`, uncounted by any cap (the home's Available Books tile,
 * spec 001 §2.2). One statement, the same scope as `readBooksSql`.
 */
export function countBooksSql(viewerId: number, filters: BookFilters = {}, where: SQL[] = []): SQL {
  const conditions = [sql`b.status = 'listed'`, inScope, ...filterConditions(filters), ...where];
  return sql`with ${viewerHubsCte(viewerId)}
    select count(*)::int as count from books b where ${sql.join(conditions, sql` and `)}`;
}

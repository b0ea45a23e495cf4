/**
 * Books, the hubs they are listed in, reviews and the catalogue lookup cache (spec 000 §3 "Book",
 * "Review"). Money is integer paise. `search_vector` is a generated tsvector over title (A) and author
 * (B) with the `simple` dictionary (every word kept, stop words too) and description (C) with `english`,
 * with a GIN index (docs/decisions/0011-search-design.md); lower(title) and lower(author) carry pg_trgm GIN
 * indexes for typo-tolerant search (ARCHITECTURE §2; pg_trgm is created in 0002_extensions).
 * `review_count` / `rating_total` cache the public reviews' count and rating sum, recomputed from
 * `reviews` in the same transaction as every review write (they drive rating sort and averages).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { BOOK_CONDITIONS, BOOK_STATUSES } from '../../../domain/books';
import { hubs } from './hubs';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const bookCondition = pgEnum('book_condition', BOOK_CONDITIONS);
export const bookStatus = pgEnum('book_status', BOOK_STATUSES);

export const books = pgTable(
  'books',
  {
    id: identityId(),
    ownerId: requiredRef('owner_id', () => users.id, 'cascade'),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** the ISBN as entered, spaces and hyphens removed (10 or 13 characters) */
    isbn: text('isbn').notNull(),
    /** the same ISBN normalised to ISBN-13; catalogue lookups and the listed-book fallback use it */
    isbn13: text('isbn13').notNull(),
    genre: text('genre').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    coverImageUrl: text('cover_image_url'),
    condition: bookCondition('condition').notNull(),
    dailyFeePaise: integer('daily_fee_paise').notNull(),
    /** null when the book is not for sale */
    sellingPricePaise: integer('selling_price_paise'),
    /** false while lent out (set by rentals) */
    isAvailable: boolean('is_available').notNull().default(true),
    status: bookStatus('status').notNull().default('listed'),
    /** number of public reviews (cache of `reviews`, see file docstring) */
    reviewCount: integer('review_count').notNull().default(0),
    /** sum of the public reviews' ratings (cache of `reviews`) */
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * The hubs the book is actively listed in, ascending, so the browse scope needs no `book_hubs` probe:
     * kept by the book_hubs triggers (src/server/db/sql/book-listings.sql, ADR 0069), never written by the app.
     */
    hubIds: integer('hub_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The title and the author in lower case with every run of other characters than letters and digits as
     * one space, trimmed: what a search's query is compared with for the exact-title and author tiers,
     * stored so a search that matches many books does not work them out for each one
     * (src/server/db/sql/books-search.sql, docs/decisions/0073-search-keys-stored.md).
     */
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(sql`btrim(regexp_replace(lower("title"), '[^[:alnum:]]+', ' ', 'g'))`),
    authorKey: text('author_key')
      .notNull()
      .generatedAlwaysAs(sql`btrim(regexp_replace(lower("author"), '[^[:alnum:]]+', ' ', 'g'))`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("author", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')`,
      ),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('books_owner_idx').on(t.ownerId, t.createdAt),
    index('books_isbn13_idx').on(t.isbn13),
    index('books_created_idx').on(t.createdAt),
    // browse orders without a search walk these and stop after a page (sql.ts sortKeys)
    index('books_status_created_idx').on(t.status, t.createdAt),
    // price orders end with newest first, then id (sql.ts sortKeys): a fee shared by thousands of books
    // must not be sorted whole (docs/decisions/0071-price-orders-indexed.md). Lowest first walks the
    // first index forward; highest first walks the second backward.
    index('books_status_fee_newest_idx').on(
      t.status,
      t.dailyFeePaise,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('books_status_fee_oldest_idx').on(t.status, t.dailyFeePaise, t.createdAt, t.id),
    index('books_status_rating_idx').on(
      t.status,
      sql`(case when ${t.reviewCount} > 0 then ${t.ratingTotal}::float8 / ${t.reviewCount} end) desc nulls last`,
    ),
    // recommendations read each genre's available listed books in ranking order: rating (unrated
    // last), newest, id (docs/decisions/0026-genre-preferences-and-recommendations.md "Performance");
    // nullsFirst() because drizzle renders a bare desc() as DESC NULLS LAST, which ORDER BY … desc cannot use
    index('books_available_rank_idx')
      .on(
        t.genre,
        sql`(case when ${t.reviewCount} > 0 then ${t.ratingTotal}::float8 / ${t.reviewCount} end) desc nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'listed' and ${t.isAvailable}`),
    index('books_search_idx').using('gin', t.searchVector),
    index('books_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('books_author_trgm_idx').using('gin', sql`lower(${t.author}) gin_trgm_ops`),
    // the shelf reader finds titles by the words of a spine, accents folded (fold_title, ADR 0049)
    index('books_title_folded_trgm_idx').using('gin', sql`fold_title(${t.title}) gin_trgm_ops`),
    check('books_daily_fee_positive', sql`${t.dailyFeePaise} > 0`),
    check(
      'books_selling_price_non_negative',
      sql`${t.sellingPricePaise} IS NULL OR ${t.sellingPricePaise} >= 0`,
    ),
    check('books_review_cache_non_negative', sql`${t.reviewCount} >= 0 AND ${t.ratingTotal} >= 0`),
  ],
);

/**
 * The hubs a book is listed in: one or more of its owner's hubs (default: all of them). `active` is
 * true while the owner is an active member of that hub; database triggers keep it so (migration
 * 0013: set on insert, followed on every membership change), so leaving a hub hides the owner's
 * listings there and rejoining shows them again. Browsing reads active listings only.
 */
export const bookHubs = pgTable(
  'book_hubs',
  {
    bookId: requiredRef('book_id', () => books.id, 'cascade'),
    hubId: requiredRef('hub_id', () => hubs.id, 'cascade'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.hubId] }),
    index('book_hubs_hub_idx')
      .on(t.hubId, t.bookId)
      .where(sql`${t.active}`),
  ],
);

/** One review per member and book (spec 000 §3 "Review"); a second review by the same member updates it. */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    bookId: requiredRef('book_id', () => books.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    rating: integer('rating').notNull(),
    reviewText: text('review_text'),
    isPublic: boolean('is_public').notNull().default(true),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    /** set when an administrator hid the review on a report */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    unique('reviews_user_book_unique').on(t.userId, t.bookId),
    index('reviews_book_idx').on(t.bookId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_helpful_votes_non_negative', sql`${t.helpfulVotes} >= 0`),
  ],
);

/** Catalogue answers by ISBN-13 (Google Books / Open Library), so a repeated lookup costs no request. */
export const catalogueCache = pgTable('catalogue_cache', {
  isbn13: text('isbn13').primaryKey(),
  /** the normalised lookup result ({ title, author, description, genre, imageUrl, source }) */
  result: jsonb('result').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;

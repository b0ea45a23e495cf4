/**
 * Books area wire format (spec 000 §2 "Browse Books screen", "Book Details dialog", §3 "Book", §5 "Add
 * book" and "ISBN", §7 "Browsing" and "Book creation"; 001 §3 "Book", §7 the /api/books calls).
 * Money is rupees on the wire (`dailyFee: 12.5`); dates are ISO 8601 strings.
 *
 * Conventions chosen here (the spec leaves them open):
 * - `sellingPrice` is null when the book is not for sale (an entered 0 also means not for sale).
 * - `averageRating` is the mean of the public reviews' ratings, null when there is none.
 * - `societyId` / `hubName` / `hubType` describe one hub the book is listed in: the nearest of the
 *   caller's hubs when browsing by distance, otherwise the first of the caller's hubs it is listed in.
 * - Browse answers an array (spec 000 §7) of at most `limit` books (default 60, at most 100) from
 *   `offset`. Two response headers (`BROWSE_HEADERS`, docs/decisions/0013-browse-count-and-paging-headers.md)
 *   describe the whole result: `X-Total-Count` the matching books (exact up to 1000, else `1000+`) and
 *   `X-Has-More: true|false` whether another page exists.
 * - `GET /api/books/{id}` answers signed-out callers a public summary (no owner, no hub name).
 *
 * Validation messages are the spec's, word for word where it gives them.
 */
import { z } from 'zod';
import { BOOK_CONDITIONS, BOOK_STATUSES, BROWSE_GENRES, ISBN_MESSAGES, isValidIsbn } from '@/domain/books';
import { defineRoute, idParams, messageBody } from './http';
import { booksPaths } from './paths';
import { browseQuery } from './browse';
import { HUB_TYPES } from './hubs';
import { validationMessage } from './messages';

export * from './browse';

// ---------------------------------------------------------------------------------------------------
// Book responses

export const bookCondition = z.enum(BOOK_CONDITIONS);
export const bookStatus = z.enum(BOOK_STATUSES);

/** A book as members see it (spec 000 §3 "Book", 001 §3 "Book"). */
export const book = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  isbn: z.string(),
  genre: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  condition: bookCondition,
  /** rupees per day */
  dailyFee: z.number(),
  /** rupees; null when not for sale */
  sellingPrice: z.number().nullable(),
  isAvailable: z.boolean(),
  /** while another member or the viewer holds the book (ADR 0025): when the hold ends, else null */
  reservedUntil: z.string().nullable(),
  /** true when the hold is the viewer's */
  reservedForYou: z.boolean(),
  status: bookStatus,
  ownerId: z.number().int(),
  owner: z.object({ name: z.string() }),
  societyId: z.number().int().nullable(),
  hubType: z.enum(HUB_TYPES).nullable(),
  hubName: z.string().nullable(),
  /** mean of public review ratings (1-5), null without reviews */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof book>;

/** What a signed-out visitor of /book/{id} sees: the book without its owner or hub name. */
export const publicBookSummary = book.omit({ ownerId: true, owner: true, societyId: true, hubName: true });
export type PublicBookSummary = z.infer<typeof publicBookSummary>;

/** `GET /api/books` and `/api/books/all`: newest first, at most `limit` (default 500). */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

// ---------------------------------------------------------------------------------------------------
// Add / edit (spec 000 §5 "Add book", §7 "POST /api/books")

/** A number from a number or a numeric string (form inputs); anything else is left for zod to refuse. */
const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** '' / null / undefined → null; a numeric string → its number. */
const toNullableNumber = (v: unknown) => (v === undefined || v === null || v === '' ? null : toNumber(v));

/** '' / whitespace → null, otherwise the trimmed string. */
const blankToNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;

/** An http(s) link or a site path (`/uploads/…`); empty → null. */
const imageLink = z.preprocess(
  blankToNull,
  z
    .string()
    .max(2000, validationMessage('books.imageUrl'))
    .refine(
      (s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/[^\s/][^\s]*$/.test(s),
      validationMessage('books.imageUrl'),
    )
    .nullable()
    .optional(),
);

export const isbnField = z
  .string({ error: ISBN_MESSAGES.empty })
  .trim()
  .min(1, ISBN_MESSAGES.empty)
  .refine((s) => isValidIsbn(s), ISBN_MESSAGES.invalid);

const bookFields = {
  title: z
    .string({ error: validationMessage('books.titleRequired') })
    .trim()
    .min(1, validationMessage('books.titleRequired'))
    .max(300),
  author: z
    .string({ error: validationMessage('books.authorRequired') })
    .trim()
    .min(1, validationMessage('books.authorRequired'))
    .max(300),
  isbn: isbnField,
  genre: z.enum(BROWSE_GENRES, { error: validationMessage('books.genreRequired') }),
  description: z.preprocess(blankToNull, z.string().max(5000).nullable().optional()),
  imageUrl: imageLink,
  coverImageUrl: imageLink,
  condition: z.enum(BOOK_CONDITIONS, { error: validationMessage('books.conditionRequired') }),
  /** rupees per day, > 0 */
  dailyFee: z.preprocess(
    toNumber,
    z
      .number({ error: validationMessage('books.dailyFee') })
      .positive(validationMessage('books.dailyFee'))
      .max(10_000, validationMessage('books.dailyFeeMax')),
  ),
  /** rupees, ≥ 0, or empty/null for not for sale */
  sellingPrice: z.preprocess(
    toNullableNumber,
    z
      .number({ error: validationMessage('books.sellingPrice') })
      .min(0, validationMessage('books.sellingPrice'))
      .max(1_000_000, validationMessage('books.sellingPriceMax'))
      .nullable(),
  ),
  /** hubs to list the book in (each must be one of the owner's hubs); default: all of them */
  societyIds: z
    .array(z.number().int().positive(), { error: validationMessage('books.hubsRequired') })
    .min(1, validationMessage('books.hubsRequired'))
    .max(50)
    .optional(),
};

export const createBookBody = z.object(bookFields);
export type CreateBookBody = z.input<typeof createBookBody>;
export type CreateBookInput = z.output<typeof createBookBody>;

/** PATCH body: the add-book fields, each optional (the Edit dialog sends them all). */
export const updateBookBody = z.object(bookFields).partial();
export type UpdateBookBody = z.input<typeof updateBookBody>;
export type UpdateBookInput = z.output<typeof updateBookBody>;

// ---------------------------------------------------------------------------------------------------
// Routes

export const booksRoutes = {
  browse: defineRoute({
    method: 'GET',
    path: '/api/books/browse',
    query: browseQuery,
    response: z.array(book),
  }),
  list: defineRoute({ method: 'GET', path: '/api/books', query: listQuery, response: z.array(book) }),
  all: defineRoute({ ...booksPaths.all, query: listQuery, response: z.array(book) }),
  my: defineRoute({ method: 'GET', path: '/api/books/my', response: z.array(book) }),
  /** the home's Available Books tile (spec 001 §2.2): listed books of the caller's hubs not lent now */
  availableCount: defineRoute({
    ...booksPaths.availableCount,
    response: z.object({ count: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/books/:id',
    params: idParams,
    response: z.union([book, publicBookSummary]),
  }),
  create: defineRoute({ method: 'POST', path: '/api/books', body: createBookBody, response: book }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/books/:id',
    params: idParams,
    body: updateBookBody,
    response: book,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/books/:id', params: idParams, response: messageBody }),
} as const;

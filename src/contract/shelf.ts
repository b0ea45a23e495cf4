/**
 * Smart adding wire format (spec 000 §3 "Bulk detected book", §5 "Bulk", §7 "POST
 * /api/books/analyze-bookshelf", "POST /api/books/bulk-add", §8 "Bulk analysis", "Bulk upload", §9 bulk
 * defaults; docs/decisions/0031-barcode-and-shelf-recognition.md).
 */
import { z } from 'zod';
import { createBookBody } from './books';
import { defineRoute } from './http';
import { validationMessage } from './messages';

/** Largest bookshelf photo accepted, decoded (bytes): 10 MB. */
export const MAX_SHELF_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Body limit of the analyze route (bytes): the base64 text of a 10 MB photo (4 characters per 3 bytes)
 * plus room for a `data:` prefix and the JSON around it. Larger → 413.
 */
export const SHELF_BODY_LIMIT_BYTES = Math.ceil(MAX_SHELF_IMAGE_BYTES / 3) * 4 + 1024;

/** Books a bulk-add request may carry. */
export const MAX_BULK_BOOKS = 50;

/** Shelf photos a member may analyse per hour. */
export const SHELF_ANALYSES_PER_HOUR = 10;

export const SHELF_MESSAGES = {
  invalidImage: validationMessage('shelf.invalidImage'),
  tooManyBooks: validationMessage('shelf.tooManyBooks'),
  /** spec 000 §5 "Bulk" */
  selectOne: validationMessage('shelf.selectOne'),
} as const;

/** `image`: a photo as base64, a `data:image/...;base64,` prefix allowed. */
export const analyzeShelfBody = z.object({
  image: z.string({ error: SHELF_MESSAGES.invalidImage }).min(1, SHELF_MESSAGES.invalidImage),
});
export type AnalyzeShelfBody = z.infer<typeof analyzeShelfBody>;

/**
 * How sure a suggestion is (ADR 0049): `matched`, a known book (listed in the member's hubs, the offline
 * catalogue or the online one) filled its fields; `check`, nothing matched and the fields hold what was
 * read, for the member to correct; `listed`, a book the member already lists.
 */
export const SHELF_SUGGESTION_STATUSES = ['matched', 'check', 'listed'] as const;
export type ShelfSuggestionStatus = (typeof SHELF_SUGGESTION_STATUSES)[number];

/**
 * A book suggested from the photo (genre one of the 12 add-book genres). `isbn` (ISBN-13) and `imageUrl`
 * are '' when not known; `readText` is the text read on the spine ('' for an AI provider's book); `crop`
 * is a `data:image/jpeg;base64,` picture of the spine, at most 200 px on the long side, or null.
 */
export const shelfBook = z.object({
  title: z.string(),
  author: z.string(),
  genre: z.string(),
  description: z.string(),
  isbn: z.string(),
  imageUrl: z.string(),
  status: z.enum(SHELF_SUGGESTION_STATUSES),
  readText: z.string(),
  crop: z.string().nullable(),
});
export type ShelfBookAnswer = z.infer<typeof shelfBook>;

export const analyzeShelfResponse = z.object({
  books: z.array(shelfBook),
  /** true when no AI provider answered and the offline reader did */
  fallbackMode: z.boolean(),
});
export type AnalyzeShelfResponse = z.infer<typeof analyzeShelfResponse>;

/** The media type a client accepts to get the analysis as a stream of progress events (ADR 0049). */
export const SHELF_PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

/**
 * One line of the streamed analysis (`Accept: application/x-ndjson`; ADR 0049): `reading` while the
 * spines are read, `matching` after each spine is matched (`done` of `total`), then exactly one
 * `result` (the JSON answer) or `error` (the status and message a plain request would have got).
 */
export const shelfProgressEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reading') }),
  z.object({ type: z.literal('matching'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('result'), result: analyzeShelfResponse }),
  z.object({ type: z.literal('error'), status: z.number().int(), message: z.string() }),
]);
export type ShelfProgressEvent = z.infer<typeof shelfProgressEvent>;

/** 1 to 50 books, each validated as `POST /api/books`. */
export const bulkAddBody = z.object({
  books: z
    .array(createBookBody, { error: SHELF_MESSAGES.selectOne })
    .min(1, SHELF_MESSAGES.selectOne)
    .max(MAX_BULK_BOOKS, SHELF_MESSAGES.tooManyBooks),
});
export type BulkAddBody = z.input<typeof bulkAddBody>;

export const bulkAddResponse = z.object({ addedCount: z.number().int() });
export type BulkAddResponse = z.infer<typeof bulkAddResponse>;

export const shelfRoutes = {
  analyze: defineRoute({
    method: 'POST',
    path: '/api/books/analyze-bookshelf',
    body: analyzeShelfBody,
    response: analyzeShelfResponse,
  }),
  bulkAdd: defineRoute({
    method: 'POST',
    path: '/api/books/bulk-add',
    body: bulkAddBody,
    response: bulkAddResponse,
  }),
} as const;

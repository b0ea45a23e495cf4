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

/** A book read from the photo (genre one of the 12 add-book genres). */
export const shelfBook = z.object({
  title: z.string(),
  author: z.string(),
  genre: z.string(),
  description: z.string(),
});
export type ShelfBookAnswer = z.infer<typeof shelfBook>;

export const analyzeShelfResponse = z.object({
  books: z.array(shelfBook),
  /** true when no AI provider answered and the offline reader did */
  fallbackMode: z.boolean(),
});
export type AnalyzeShelfResponse = z.infer<typeof analyzeShelfResponse>;

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

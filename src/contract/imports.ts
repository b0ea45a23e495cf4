/**
 * Importing a library on the wire (ADR 0051): upload a Goodreads, The StoryGraph or LibraryThing export or a
 * list of ISBNs, match its rows to books in batches (the client calls `match` until nothing is pending and
 * shows the progress), review, then list the ticked rows through bulk add in all-or-none chunks of 50.
 * An import is the uploader's alone and is kept 24 hours. Amounts are rupees; dates are ISO 8601.
 */
import { z } from 'zod';
import { IMPORT_FORMATS, IMPORT_ROW_STATUSES, ISBN_PROBLEMS, MAX_IMPORT_ROWS } from '@/domain/imports';
import { createBookBody } from './books';
import { defineRoute } from './http';

/** The multipart field of the uploaded file. */
export const IMPORT_FILE_FIELD = 'file';

/** An import's id in a path: a UUID. */
export const importParams = z.object({ id: z.uuid() });

/** A catalogue book a row was matched to. */
export const importMatch = z.object({
  isbn13: z.string(),
  title: z.string(),
  author: z.string(),
  genre: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type ImportMatch = z.infer<typeof importMatch>;

/** One row of the file as read and matched. */
export const importRowView = z.object({
  /** 1-based row of the file after the header */
  rowNo: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** the row's ISBN as ISBN-13, when it held a valid one */
  isbn13: z.string().nullable(),
  isbnProblem: z.enum(ISBN_PROBLEMS).nullable(),
  /** the shelf or reading status in the file, lower-cased ('read', 'to-read', 'currently-reading', …) */
  shelf: z.string(),
  /** the file says the member owns it (ADR 0051's owned-rows rule) */
  owned: z.boolean(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** the best match, when there is one */
  match: importMatch.nullable(),
  /** other editions that fit, for a `check` row */
  alternatives: z.array(importMatch),
  /** the listed book, once this row was added */
  bookId: z.number().int().nullable(),
  /** why adding this row failed, in the caller's language */
  error: z.string().nullable(),
});
export type ImportRowView = z.infer<typeof importRowView>;

/** How many rows have each status (and how many were listed). */
export const importCounts = z.object({
  total: z.number().int(),
  owned: z.number().int(),
  pending: z.number().int(),
  matched: z.number().int(),
  check: z.number().int(),
  notFound: z.number().int(),
  alreadyListed: z.number().int(),
  listed: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const importView = z.object({
  id: z.string(),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  counts: importCounts,
  createdAt: z.string(),
  expiresAt: z.string(),
  rows: z.array(importRowView),
});
export type ImportView = z.infer<typeof importView>;

/** One `match` call's answer: the rows it matched and the counts after it. */
export const importMatchResponse = z.object({ counts: importCounts, rows: z.array(importRowView) });
export type ImportMatchResponse = z.infer<typeof importMatchResponse>;

/** The rows to list: each row's number and its book as the member edited it (validated as `POST /api/books`). */
export const importCommitBody = z.object({
  rows: z
    .array(z.object({ rowNo: z.number().int().positive(), book: createBookBody }))
    .min(1)
    .max(MAX_IMPORT_ROWS),
});
export type ImportCommitBody = z.input<typeof importCommitBody>;

/** How many were listed, and the rows of any chunk that failed with the reason. */
export const importCommitResponse = z.object({
  addedCount: z.number().int(),
  failed: z.array(z.object({ rowNo: z.number().int(), message: z.string() })),
  counts: importCounts,
});
export type ImportCommitResponse = z.infer<typeof importCommitResponse>;

export const importsRoutes = {
  /** multipart: one `file` (≤ 2 MB, ≤ 2,000 rows); 400 when the format is not recognised */
  create: defineRoute({ method: 'POST', path: '/api/imports', response: importView }),
  get: defineRoute({ method: 'GET', path: '/api/imports/:id', params: importParams, response: importView }),
  match: defineRoute({
    method: 'POST',
    path: '/api/imports/:id/match',
    params: importParams,
    response: importMatchResponse,
  }),
  commit: defineRoute({
    method: 'POST',
    path: '/api/imports/:id/commit',
    params: importParams,
    body: importCommitBody,
    response: importCommitResponse,
  }),
  /** the rows not listed (left out or failed), as a file in the upload's own format (text/csv or text/plain) */
  leftovers: defineRoute({
    method: 'GET',
    path: '/api/imports/:id/leftovers.csv',
    params: importParams,
    response: z.unknown(),
  }),
} as const;

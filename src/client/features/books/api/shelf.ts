/**
 * Smart adding calls (spec 000 §7 "Book creation"): `POST /api/books/analyze-bookshelf` (streamed as
 * progress events, ADR 0049), `POST /api/books/find-isbn` (completion of a detected book without an ISBN)
 * and `POST /api/books/bulk-add`.
 */
import { catalogueRoutes, type FindIsbnResponse } from '@/contract/catalogue';
import {
  SHELF_PROGRESS_MEDIA_TYPE,
  shelfProgressEvent,
  shelfRoutes,
  type AnalyzeShelfResponse,
  type BulkAddBody,
  type ShelfProgressEvent,
} from '@/contract/shelf';
import { ApiError, call, openRequest } from '@/client/lib/api';

/** A progress event of the analysis: the spines are being read, or `done` of `total` are matched. */
export type ShelfProgress = Extract<ShelfProgressEvent, { type: 'reading' | 'matching' }>;

/**
 * The events of a newline-delimited JSON body (`application/x-ndjson`) as they arrive, each checked
 * against `shelfProgressEvent`; a line may be split across chunks, blank lines are skipped. Throws
 * what `JSON.parse` or zod throw for a malformed line. Stopping early cancels the body.
 */
export async function* readProgressEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ShelfProgressEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : lines.pop()!;
      for (const line of lines) if (line.trim()) yield shelfProgressEvent.parse(JSON.parse(line));
      if (done) return;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
}

/**
 * Reads the books on a shelf photo (`image`: base64, a `data:` prefix allowed). Asks for the streamed
 * answer (ADR 0049) and calls `onProgress` for each `reading` / `matching` event; a server that answers
 * plain JSON is read as the result. Resolves with the result; throws `ApiError` for a non-OK answer and
 * for an `error` event (its status, and `{ message }` as the body text, so `serverMessage` reads it),
 * and an `Error` when the stream ends without a result.
 */
export async function analyzeShelf(
  image: string,
  onProgress: (progress: ShelfProgress) => void = () => {},
): Promise<AnalyzeShelfResponse> {
  const { method, path } = shelfRoutes.analyze;
  const res = await openRequest(method, path, { image }, { Accept: SHELF_PROGRESS_MEDIA_TYPE });
  if (!res.body || !res.headers.get('Content-Type')?.includes(SHELF_PROGRESS_MEDIA_TYPE))
    return (await res.json()) as AnalyzeShelfResponse;
  for await (const event of readProgressEvents(res.body)) {
    if (event.type === 'result') return event.result;
    if (event.type === 'error')
      throw new ApiError(event.status, JSON.stringify({ message: event.message }), '');
    onProgress(event);
  }
  throw new Error('The analysis ended without a result');
}

/** The catalogue's ISBN and details for a title, or null when none is found (or the lookup fails). */
export async function findIsbn(title: string, author: string): Promise<FindIsbnResponse | null> {
  try {
    return await call(catalogueRoutes.findIsbn, { body: { title, author, region: 'IN' } });
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

export function bulkAdd(body: BulkAddBody): Promise<{ addedCount: number }> {
  return call(shelfRoutes.bulkAdd, { body });
}

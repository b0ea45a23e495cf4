/**
 * Reading a bookshelf photo (spec 000 §7 "POST /api/books/analyze-bookshelf"; ADR 0031): the configured
 * vision providers in order (OpenAI, Gemini, Anthropic), each bounded by VISION_TIMEOUT_MS; an error, a
 * quota refusal, a timeout or a malformed answer moves on to the next. When none is configured or all
 * fail, the offline OCR reader and matcher answer with `fallbackMode: true`. Keys are never logged.
 */
import { matchLines, type MatchSources } from './matcher';
import type { OcrReader } from './ocr';
import { parseShelfAnswer } from './prompt';
import type { ShelfBook, ShelfPhoto, ShelfSuggestion, VisionProvider } from './types';

export type { ShelfBook, ShelfPhoto, VisionProvider } from './types';
export { visionProviders } from './providers';
export { createOcrReader, type OcrReader } from './ocr';
export type { Candidate, MatchSources } from './matcher';

export interface ShelfReading {
  books: ShelfSuggestion[];
  fallbackMode: boolean;
}

export interface ReadShelfDeps {
  providers: VisionProvider[];
  timeoutMs: number;
  ocr: OcrReader;
  sources: MatchSources;
  log: { warn(obj: object, msg: string): void };
}

/** What the first provider that answers well reads, else null after trying all of them. */
async function readWithProviders(photo: ShelfPhoto, deps: ReadShelfDeps): Promise<ShelfBook[] | null> {
  for (const provider of deps.providers) {
    const signal = AbortSignal.timeout(deps.timeoutMs);
    try {
      return parseShelfAnswer(await provider.read(photo, signal));
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      deps.log.warn(
        { provider: provider.name, status, reason: signal.aborted ? 'timeout' : (err as Error).name },
        'vision provider failed; trying the next',
      );
    }
  }
  return null;
}

/**
 * The books on the photo. `forProviders` is the photo as sent to providers (JPEG, long side 2048 px);
 * `original` is the decoded photo the OCR reads.
 */
export async function readShelf(
  forProviders: ShelfPhoto,
  original: Buffer,
  deps: ReadShelfDeps,
): Promise<ShelfReading> {
  const books = await readWithProviders(forProviders, deps);
  if (books)
    return {
      books: books.map((b) => ({ ...b, isbn: '', imageUrl: '', status: 'matched', readText: '', crop: null })),
      fallbackMode: false,
    };
  const lines = await deps.ocr.readLines(original);
  const found = await matchLines(lines, deps.sources);
  return {
    books: found.map((b) => ({ ...b, isbn: '', imageUrl: '', status: 'matched', readText: '', crop: null })),
    fallbackMode: true,
  };
}

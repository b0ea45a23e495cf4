/**
 * Reading a bookshelf photo (spec 000 §7 "POST /api/books/analyze-bookshelf"; ADR 0031, ADR 0049): the
 * configured vision providers in order (OpenAI, Gemini, Anthropic), each bounded by VISION_TIMEOUT_MS; an
 * error, a quota refusal, a timeout or a malformed answer moves on to the next. When none is configured
 * or all fail, the offline reader (PaddleOCR in a worker pool) reads the spines and the matcher turns them
 * into suggestions, with `fallbackMode: true`. Keys are never logged.
 */
import type { MatchSources } from './matcher';
import type { OcrReader } from './ocr';
import { parseShelfAnswer } from './prompt';
import { suggestFromSpines } from './spine-suggestions';
import type { ShelfBook, ShelfPhoto, ShelfSuggestion, VisionProvider } from './types';

export type { ShelfBook, ShelfPhoto, ShelfSuggestion, VisionProvider } from './types';
export { visionProviders } from './providers';
export { createOcrReader, ReadersBusyError, type OcrReader } from './ocr';
export type { Candidate, MatchSources } from './matcher';

export interface ShelfReading {
  books: ShelfSuggestion[];
  fallbackMode: boolean;
}

/** Progress of a reading: the spines are being read, or `done` of `total` spines are matched. */
export type ShelfProgress = { stage: 'reading' } | { stage: 'matching'; done: number; total: number };

export interface ReadShelfDeps {
  providers: VisionProvider[];
  timeoutMs: number;
  ocr: OcrReader;
  sources: MatchSources;
  log: { warn(obj: object, msg: string): void };
  onProgress?: (progress: ShelfProgress) => void;
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

/** A provider's book as a suggestion: matched, nothing read from a spine, no crop (find-isbn completes it). */
const fromProvider = (b: ShelfBook): ShelfSuggestion => ({
  ...b,
  isbn: '',
  imageUrl: '',
  status: 'matched',
  readText: '',
  crop: null,
});

/**
 * The books on the photo. `forProviders` is the photo as sent to providers (JPEG, long side 2048 px);
 * `original` is the decoded photo the offline reader reads. Throws ReadersBusyError when every offline
 * reader is busy and the queue is full.
 */
export async function readShelf(
  forProviders: ShelfPhoto,
  original: Buffer,
  deps: ReadShelfDeps,
): Promise<ShelfReading> {
  const books = await readWithProviders(forProviders, deps);
  if (books) return { books: books.map(fromProvider), fallbackMode: false };
  const progress = deps.onProgress ?? (() => {});
  progress({ stage: 'reading' });
  const text = await deps.ocr.read(original);
  const suggestions = await suggestFromSpines(text, deps.sources, (done, total) =>
    progress({ stage: 'matching', done, total }),
  );
  return { books: suggestions, fallbackMode: true };
}

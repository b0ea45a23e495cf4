/**
 * The state and steps of the Bulk Book Upload overlay (spec 000 §2 "Bulk Book Upload flow", §4 "Bulk
 * upload", §8 "Bulk analysis", "Bulk upload"; ADR 0031): capture → processing → review → uploading.
 * Analysis failures and 'No books detected' return to capture; 'Failed to upload books' returns to the
 * review with the edits kept; after 'Successfully added {n} books!' the page reloads. Texts from the
 * `books` catalogue (`bulk.*`, ADR 0042).
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';
import { analyzeShelf, bulkAdd, findIsbn } from '../api/shelf';
import {
  completeBulkBook,
  rowErrors,
  toBookBody,
  toBulkBook,
  type BulkBook,
  type BulkField,
} from '../lib/bulk-books';
import { scalePhoto } from '../lib/scale-photo';

/** find-isbn calls in flight at once while completing the detected books. */
export const FIND_ISBN_CONCURRENCY = 4;

/** Pause (ms) after the success toast before the page reloads, so the toast is seen. */
export const RELOAD_DELAY_MS = 1500;

export type BulkStep = 'capture' | 'processing' | 'review' | 'uploading';

/** Runs `task` over `items`, `limit` at a time, calling `onDone` after each. */
async function pool<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
  onDone: () => void,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Reads the books on the shelf photo `file` and completes each with find-isbn, reporting each stage
 * through `setStage`. Returns [] when no book was detected; throws what the calls throw.
 */
async function detectBooks(
  file: File,
  t: TFunction<'books'>,
  setStage: (stage: string) => void,
): Promise<BulkBook[]> {
  const image = await scalePhoto(file);
  setStage(t('bulk.reading'));
  const answer = await analyzeShelf(image);
  if (answer.fallbackMode) toast.info(t('bulk.fallback'));
  if (answer.books.length === 0) return [];
  const found = answer.books.map(toBulkBook);
  let done = 0;
  setStage(t('bulk.finding', { done: 0, total: found.length }));
  return pool(
    found,
    FIND_ISBN_CONCURRENCY,
    async (b) => completeBulkBook(b, await findIsbn(b.title, b.author)),
    () => setStage(t('bulk.finding', { done: ++done, total: found.length })),
  );
}

/** The analysis failure toast's description: the server's status and message, or 0 and the error's. */
function analysisFailure(t: TFunction<'books'>, err: unknown): string {
  return err instanceof ApiError
    ? t('bulk.analysisFailed', { status: err.status, text: err.serverMessage ?? err.bodyText })
    : t('bulk.analysisFailed', { status: 0, text: (err as Error).message });
}

/**
 * The overlay's state: the step, the processing stage text, the detected books with their field messages
 * per row, the 'select one' message and the upload progress (0–100), with the actions that move the steps.
 * With `initialBooks` (the books of the Scan Barcode dialog's 'Scan many') it starts at the review step.
 */
export function useBulkUploadFlow(initialBooks?: BulkBook[]) {
  const { t } = useTranslation('books');
  const [step, setStep] = useState<BulkStep>(initialBooks ? 'review' : 'capture');
  const [stage, setStage] = useState('');
  const [books, setBooks] = useState<BulkBook[]>(initialBooks ?? []);
  const [errors, setErrors] = useState<Partial<Record<BulkField, string>>[]>([]);
  const [selectError, setSelectError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const reset = () => {
    setStep('capture');
    setBooks([]);
    setErrors([]);
    setSelectError(null);
  };

  const analyse = async (file: File) => {
    setStep('processing');
    setStage(t('bulk.preparing'));
    try {
      const completed = await detectBooks(file, t, setStage);
      if (completed.length === 0) {
        toast.error(t('bulk.noBooks'));
        return reset();
      }
      setBooks(completed);
      setErrors([]);
      setSelectError(null);
      setStep('review');
    } catch (err) {
      toast.error(t('bulk.analysisFailedTitle'), { description: analysisFailure(t, err) });
      reset();
    }
  };

  const change = (index: number, patch: Partial<BulkBook>) => {
    setBooks((prev) => prev.map((b, i) => (i === index ? { ...b, ...patch } : b)));
    if (patch.selected) setSelectError(null);
  };

  const setAll = (selected: boolean) => setBooks((prev) => prev.map((b) => ({ ...b, selected })));

  const upload = async () => {
    const selected = books.filter((b) => b.selected);
    if (selected.length === 0) return setSelectError(t('bulk.selectOne'));
    const rowProblems = books.map((b) => (b.selected ? rowErrors(b) : {}));
    setErrors(rowProblems);
    if (rowProblems.some((e) => Object.keys(e).length > 0)) return;
    setStep('uploading');
    setProgress(30);
    try {
      const { addedCount } = await bulkAdd({ books: selected.map(toBookBody) });
      setProgress(100);
      toast.success(t('bulk.uploaded', { n: addedCount }));
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (err) {
      toast.error(t('bulk.uploadFailed'), {
        description: err instanceof ApiError ? (err.serverMessage ?? err.message) : undefined,
      });
      setStep('review');
    }
  };

  const busy = step === 'processing' || step === 'uploading';
  return { step, stage, books, errors, selectError, progress, busy, reset, analyse, change, setAll, upload };
}

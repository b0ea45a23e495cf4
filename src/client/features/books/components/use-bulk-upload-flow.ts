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
  needsIsbnLookup,
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
 * Completes the rows that need it (`needsIsbnLookup`: matched, without an ISBN) with find-isbn,
 * `FIND_ISBN_CONCURRENCY` at a time, reporting 'Finding book details ({done} of {total})' through
 * `setStage`; the other rows are kept as they are. Returns the rows in their order.
 */
async function completeWithIsbn(
  found: BulkBook[],
  t: TFunction<'books'>,
  setStage: (stage: string) => void,
): Promise<BulkBook[]> {
  const rows = [...found];
  const todo = rows.flatMap((b, i) => (needsIsbnLookup(b) ? [i] : []));
  let done = 0;
  const report = () => setStage(t('bulk.finding', { done, total: todo.length }));
  if (todo.length > 0) report();
  await pool(
    todo,
    FIND_ISBN_CONCURRENCY,
    async (i) => {
      rows[i] = completeBulkBook(rows[i]!, await findIsbn(rows[i]!.title, rows[i]!.author));
    },
    () => {
      done++;
      report();
    },
  );
  return rows;
}

/**
 * Reads the books on the shelf photo `file`, showing the analysis' progress ('Reading the spines', then
 * 'Matching {done} of {total}'; ADR 0049) through `setStage`, and completes the rows that need an ISBN.
 * Returns [] when no book was detected; throws what the calls throw.
 */
async function detectBooks(
  file: File,
  t: TFunction<'books'>,
  setStage: (stage: string) => void,
): Promise<BulkBook[]> {
  const image = await scalePhoto(file);
  setStage(t('bulk.reading'));
  const answer = await analyzeShelf(image, (p) =>
    setStage(p.type === 'reading' ? t('bulk.reading') : t('bulk.matching', { done: p.done, total: p.total })),
  );
  if (answer.fallbackMode) toast.info(t('bulk.fallback'));
  if (answer.books.length === 0) return [];
  return completeWithIsbn(answer.books.map(toBulkBook), t, setStage);
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

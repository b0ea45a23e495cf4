/**
 * The Bulk Book Upload overlay (spec 000 §2 "Bulk Book Upload flow", §4 "Bulk upload", §5 "Bulk", §8
 * "Bulk analysis", "Bulk upload", §9 bulk defaults; 001 §2.2 photo tips, §2.15; ADR 0031):
 * capture → processing → review → uploading, then 'Successfully added {n} books!' and the page reloads.
 * Analysis failures and 'No books detected' return to capture; 'Failed to upload books' returns to the
 * review with the edits kept; Back returns to capture. Texts from the `books` catalogue (`bulk.*`, ADR
 * 0042), the spec's English word for word.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { Camera, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Progress } from '@/client/components/ui/progress';
import { Spinner } from '@/client/components/ui/spinner';
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
import { BULK_TIP_KEYS } from '../lib/smart-add-texts';
import { BulkReview } from './bulk-review';

/** find-isbn calls in flight at once while completing the detected books. */
export const FIND_ISBN_CONCURRENCY = 4;

/** Pause (ms) after the success toast before the page reloads, so the toast is seen. */
export const RELOAD_DELAY_MS = 1500;

type Step = 'capture' | 'processing' | 'review' | 'uploading';

export interface BulkUploadOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

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

export default function BulkUploadOverlay({ open, onOpenChange }: BulkUploadOverlayProps) {
  const { t } = useTranslation('books');
  const [step, setStep] = useState<Step>('capture');
  const [stage, setStage] = useState('');
  const [books, setBooks] = useState<BulkBook[]>([]);
  const [errors, setErrors] = useState<Partial<Record<BulkField, string>>[]>([]);
  const [selectError, setSelectError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);

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
      const image = await scalePhoto(file);
      setStage(t('bulk.reading'));
      const answer = await analyzeShelf(image);
      if (answer.fallbackMode) toast.info(t('bulk.fallback'));
      if (answer.books.length === 0) {
        toast.error(t('bulk.noBooks'));
        return reset();
      }
      const found = answer.books.map(toBulkBook);
      let done = 0;
      setStage(t('bulk.finding', { done: 0, total: found.length }));
      const completed = await pool(
        found,
        FIND_ISBN_CONCURRENCY,
        async (b) => completeBulkBook(b, await findIsbn(b.title, b.author)),
        () => setStage(t('bulk.finding', { done: ++done, total: found.length })),
      );
      setBooks(completed);
      setErrors([]);
      setSelectError(null);
      setStep('review');
    } catch (err) {
      const description =
        err instanceof ApiError
          ? t('bulk.analysisFailed', { status: err.status, text: err.serverMessage ?? err.bodyText })
          : t('bulk.analysisFailed', { status: 0, text: (err as Error).message });
      toast.error(t('bulk.analysisFailedTitle'), { description });
      reset();
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void analyse(file);
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

  const selectedCount = books.filter((b) => b.selected).length;
  const busy = step === 'processing' || step === 'uploading';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return; // a running analysis or upload finishes first
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('bulk.title')}</DialogTitle>
          <DialogDescription>
            {step === 'review' ? t('bulk.reviewIntro') : t('bulk.captureIntro')}
          </DialogDescription>
        </DialogHeader>

        {step === 'capture' && (
          <div className="grid gap-4">
            <section aria-labelledby="bulk-tips" className="bg-muted rounded-lg p-3 text-sm">
              <h3 id="bulk-tips" className="mb-1 font-medium">
                {t('bulk.tipsTitle')}
              </h3>
              <ul className="list-disc pl-5">
                {BULK_TIP_KEYS.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            </section>
            <input
              ref={cameraInput}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('bulk.takePhoto')}
              onChange={chosen}
            />
            <input
              ref={galleryInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('bulk.chooseGallery')}
              onChange={chosen}
            />
            <Button type="button" onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" />
              {t('bulk.takePhoto')}
            </Button>
            <Button type="button" variant="outline" onClick={() => galleryInput.current?.click()}>
              <Images aria-hidden="true" />
              {t('bulk.chooseGallery')}
            </Button>
          </div>
        )}

        {step === 'processing' && (
          <div className="grid justify-items-center gap-3 py-6" role="status" aria-live="polite">
            <Spinner aria-hidden="true" className="size-8" />
            <p className="text-sm font-medium">{stage}</p>
          </div>
        )}

        {step === 'review' && (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium">{t('bulk.reviewTitle', { n: books.length })}</p>
              <div className="flex gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => setAll(true)}>
                  {t('bulk.selectAll')}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setAll(false)}>
                  {t('bulk.clearAll')}
                </Button>
              </div>
            </div>
            <BulkReview books={books} errors={errors} onChange={change} />
            {selectError && (
              <p role="alert" className="text-destructive text-sm">
                {selectError}
              </p>
            )}
            <div className="bg-background sticky bottom-0 flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={reset}>
                {t('bulk.back')}
              </Button>
              <Button type="button" onClick={() => void upload()}>
                {t('bulk.upload', { count: selectedCount })}
              </Button>
            </div>
          </div>
        )}

        {step === 'uploading' && (
          <div className="grid gap-3 py-6" role="status" aria-live="polite">
            <p className="text-sm font-medium">{t('bulk.uploading')}</p>
            <Progress value={progress} aria-label={t('bulk.uploading')} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

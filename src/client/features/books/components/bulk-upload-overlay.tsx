/**
 * The Bulk Book Upload overlay (spec 000 §2 "Bulk Book Upload flow", §4 "Bulk upload", §5 "Bulk", §8
 * "Bulk analysis", "Bulk upload", §9 bulk defaults; 001 §2.2 photo tips, §2.15; ADR 0031):
 * capture → processing → review → uploading, then 'Successfully added {n} books!' and the page reloads.
 * Analysis failures and 'No books detected' return to capture; 'Failed to upload books' returns to the
 * review with the edits kept; Back returns to capture. Texts from the `books` catalogue (`bulk.*`, ADR
 * 0042); the English is `SHELF_MESSAGES` (src/contract/shelf.ts) word for word. The steps' state and
 * calls are `useBulkUploadFlow`; the capture and review steps are their own components.
 */
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Progress } from '@/client/components/ui/progress';
import { Spinner } from '@/client/components/ui/spinner';
import type { BulkBook } from '../lib/bulk-books';
import { BulkCaptureStep } from './bulk-capture-step';
import { BulkReviewStep } from './bulk-review-step';
import { useBulkUploadFlow } from './use-bulk-upload-flow';

export interface BulkUploadOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Books to review at once (the Scan Barcode dialog's 'Scan many'), skipping the photo. */
  initialBooks?: BulkBook[];
}

/** The overlay; it cannot be closed while an analysis or upload runs. Default export: a lazy chunk. */
export default function BulkUploadOverlay({ open, onOpenChange, initialBooks }: BulkUploadOverlayProps) {
  const { t } = useTranslation('books');
  const flow = useBulkUploadFlow(initialBooks);
  const { step } = flow;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (flow.busy) return; // a running analysis or upload finishes first
        if (!next) flow.reset();
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

        {step === 'capture' && <BulkCaptureStep onPhoto={(file) => void flow.analyse(file)} />}

        {step === 'processing' && (
          <div className="grid justify-items-center gap-3 py-6" role="status" aria-live="polite">
            <Spinner aria-hidden="true" className="size-8" />
            <p className="text-sm font-medium">{flow.stage}</p>
          </div>
        )}

        {step === 'review' && (
          <BulkReviewStep
            books={flow.books}
            errors={flow.errors}
            selectError={flow.selectError}
            onChange={flow.change}
            onSetAll={flow.setAll}
            onBack={flow.reset}
            onUpload={() => void flow.upload()}
          />
        )}

        {step === 'uploading' && (
          <div className="grid gap-3 py-6" role="status" aria-live="polite">
            <p className="text-sm font-medium">{t('bulk.uploading')}</p>
            <Progress value={flow.progress} aria-label={t('bulk.uploading')} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The review step of the Bulk Book Upload overlay (spec 000 §2 "Bulk Book Upload flow", §4 "Bulk
 * upload"): the count of detected books, Select All / Clear All, the editable rows (`BulkReview`), the
 * 'select one' message, Back and 'Upload {count} Books' in a footer that stays in view.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import type { BulkBook, BulkField } from '../lib/bulk-books';
import { BulkReview } from './bulk-review';

export interface BulkReviewStepProps {
  books: BulkBook[];
  /** field messages per row index (selected rows only) */
  errors: Partial<Record<BulkField, string>>[];
  selectError: string | null;
  onChange: (index: number, patch: Partial<BulkBook>) => void;
  onSetAll: (selected: boolean) => void;
  onBack: () => void;
  onUpload: () => void;
}

export function BulkReviewStep({
  books,
  errors,
  selectError,
  onChange,
  onSetAll,
  onBack,
  onUpload,
}: BulkReviewStepProps) {
  const { t } = useTranslation('books');
  const selectedCount = books.filter((b) => b.selected).length;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{t('bulk.reviewTitle', { n: books.length })}</p>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => onSetAll(true)}>
            {t('bulk.selectAll')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onSetAll(false)}>
            {t('bulk.clearAll')}
          </Button>
        </div>
      </div>
      <BulkReview books={books} errors={errors} onChange={onChange} />
      {selectError && (
        <p role="alert" className="text-destructive text-sm">
          {selectError}
        </p>
      )}
      <div className="bg-background sticky bottom-0 flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('bulk.back')}
        </Button>
        <Button type="button" onClick={onUpload}>
          {t('bulk.upload', { count: selectedCount })}
        </Button>
      </div>
    </div>
  );
}

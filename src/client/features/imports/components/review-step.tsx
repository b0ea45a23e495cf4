/**
 * Step 3 of an import (ADR 0051): the counts, 'Show all rows' (off: only the books the file says the
 * member owns; `to-read` rows are never offered), 'Apply to all' defaults, Tick all / Untick all, one card
 * per row (two columns on wide screens) and 'List N books', disabled while saving, after the rows (not a
 * sticky bar: on a phone the bottom navigation and the floating Add Book button would cover it).
 */
import { useTranslation } from 'react-i18next';
import type { ImportCommitResponse, ImportView } from '@/contract/imports';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Switch } from '@/client/components/ui/switch';
import { ApplyDefaults } from './apply-defaults';
import { ImportRow } from './import-row';
import { useImportReview } from './use-import-review';

export interface ReviewStepProps {
  /** the import with every row matched */
  view: ImportView;
  onCommitted: (result: ImportCommitResponse) => void;
}

export function ReviewStep({ view, onCommitted }: ReviewStepProps) {
  const { t } = useTranslation('imports');
  const review = useImportReview(view, onCommitted);
  const { counts } = view;
  return (
    <section className="grid gap-4" aria-labelledby="import-review-heading">
      <div className="grid gap-1">
        <h2 id="import-review-heading" className="text-lg font-semibold">
          {t('review.heading')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('review.intro')}</p>
        <p className="text-sm" data-testid="import-counts">
          {t('review.counts', counts)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="import-show-all" checked={review.showAll} onCheckedChange={review.setShowAll} />
        <Label htmlFor="import-show-all">{t('review.showAll')}</Label>
      </div>
      <ApplyDefaults shownCount={review.shown.length} onApply={review.applyToAll} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => review.setAll(true)}>
          {t('review.selectAll')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => review.setAll(false)}>
          {t('review.clearAll')}
        </Button>
      </div>
      {review.shown.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-4 text-center text-sm">
          {t('review.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {review.shown.map((book) => (
            <ImportRow
              key={book.rowNo}
              book={book}
              errors={review.errors[book.rowNo] ?? {}}
              onChange={(patch) => review.change(book.rowNo, patch)}
            />
          ))}
        </ul>
      )}
      <div className="grid gap-2 border-t pt-3 sm:flex sm:items-center sm:justify-end">
        {review.problem && (
          <p role="alert" className="text-destructive text-sm sm:me-auto">
            {review.problem}
          </p>
        )}
        <Button type="button" onClick={review.submit} disabled={review.saving}>
          {review.saving && <Spinner aria-hidden="true" />}
          {review.saving ? t('review.saving') : t('review.listing', { count: review.tickedCount })}
        </Button>
      </div>
    </section>
  );
}

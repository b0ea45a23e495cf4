/**
 * One row of the import review (ADR 0051), a card at every width: the tick box, the title, the status chip
 * (Matched / Check / Not found / Already listed) and an ISBN problem chip ('Check digit wrong', 'Not an
 * ISBN'), the catalogue books a `check` row may be, and every add-book field editable (the bulk add fields
 * of the books feature, with their messages).
 */
import { useTranslation } from 'react-i18next';
import type { ImportMatch } from '@/contract/imports';
import type { ImportRowStatus } from '@/domain/imports';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { BulkBookFields, type BulkField } from '@/client/features/books';
import { cn } from '@/client/lib/utils';
import { matchFields, type ImportBook } from '../lib/import-rows';

/** Chip colours per status, light and dark (the bulk review's palette). */
const STATUS_CLASSES: Record<ImportRowStatus, string> = {
  pending: 'bg-muted text-muted-foreground',
  matched: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  check: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  not_found: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  already_listed: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

export interface ImportRowProps {
  book: ImportBook;
  errors: Partial<Record<BulkField, string>>;
  onChange: (patch: Partial<ImportBook>) => void;
}

export function ImportRow({ book, errors, onChange }: ImportRowProps) {
  const { t } = useTranslation('imports');
  const title = book.title || t('review.untitled');
  return (
    <li
      aria-label={t('review.rowLabel', { rowNo: book.rowNo, title })}
      className={cn(
        'grid content-start gap-3 rounded-lg border p-3',
        !book.selected && 'bg-muted/40 border-dashed',
      )}
      data-testid="import-row"
      data-row={book.rowNo}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={`import-${book.rowNo}-selected`}
          className="mt-1"
          checked={book.selected}
          onCheckedChange={(v) => onChange({ selected: v === true })}
          aria-label={t('review.select', { title })}
        />
        <div className="grid min-w-0 flex-1 justify-items-start gap-1.5">
          <span className="font-medium break-words">{title}</span>
          <div className="flex flex-wrap gap-1.5">
            <Badge
              variant="outline"
              data-status={book.status}
              className={cn('border-transparent', STATUS_CLASSES[book.status])}
            >
              {t(`review.status.${book.status}`)}
            </Badge>
            {book.isbnProblem && (
              <Badge variant="outline" data-isbn-problem={book.isbnProblem} className={STATUS_CLASSES.check}>
                {t(`review.isbnProblem.${book.isbnProblem}`)}
              </Badge>
            )}
          </div>
          {book.shelf && !book.owned && (
            <p className="text-muted-foreground text-xs">{t('review.shelf', { shelf: book.shelf })}</p>
          )}
        </div>
      </div>
      {book.candidates.length > 0 && (
        <Candidates
          candidates={book.candidates}
          picked={book.isbn}
          onPick={(m) => onChange({ ...matchFields(m), selected: true })}
        />
      )}
      <BulkBookFields idPrefix={`import-${book.rowNo}`} book={book} errors={errors} onChange={onChange} />
    </li>
  );
}

/**
 * The books a `check` row may be, each a toggle button that fills the row with it and ticks it; the one
 * whose ISBN the row holds is pressed.
 */
function Candidates({
  candidates,
  picked,
  onPick,
}: {
  candidates: ImportMatch[];
  picked: string;
  onPick: (match: ImportMatch) => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 text-sm font-medium">{t('review.candidatesLabel')}</legend>
      {candidates.map((m) => (
        <Button
          key={m.isbn13}
          type="button"
          variant={picked === m.isbn13 ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={picked === m.isbn13}
          className="h-auto justify-start py-1.5 text-left whitespace-normal"
          onClick={() => onPick(m)}
        >
          {t('review.useCandidate', { title: m.title, author: m.author, isbn: m.isbn13 })}
        </Button>
      ))}
    </fieldset>
  );
}

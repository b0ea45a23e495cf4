/**
 * What the shelf reader says about one row of the Bulk Book Upload review (ADR 0049): the picture of the
 * spine as it was read (or the cover of the matched book when there is no spine picture), a chip saying
 * how sure the suggestion is ('Matched', 'Check', 'Already listed') and, for a row to check, the text read
 * on the spine so the member can correct the title. Texts from the `books` catalogue (`bulk.*`, ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import type { ShelfSuggestionStatus } from '@/contract/shelf';
import { BookCover } from '@/client/components/book-cover';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import type { BulkBook } from '../lib/bulk-books';

/** Chip colours per status, light and dark (the availability badge's palette). */
const STATUS_CLASSES: Record<ShelfSuggestionStatus, string> = {
  matched: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  check: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  listed: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/**
 * The spine crop at most 64 × 160 px, else the cover (48 px wide), centred in a 64 px column so the rows'
 * texts line up; nothing when there is neither.
 */
export function SuggestionPicture({ book }: { book: BulkBook }) {
  const { t } = useTranslation('books');
  if (!book.crop && !book.imageUrl) return null;
  return (
    <div className="flex w-16 shrink-0 justify-center">
      {book.crop ? (
        <img
          src={book.crop}
          alt={t('bulk.spineAlt', { text: book.readText || book.title })}
          className="max-h-40 max-w-full rounded-sm border object-contain"
        />
      ) : (
        <BookCover title={book.title} imageUrl={book.imageUrl} className="w-12" />
      )}
    </div>
  );
}

/** The status chip and, for a row to check, 'Read on the spine: “…”'. */
export function SuggestionStatus({ book }: { book: BulkBook }) {
  const { t } = useTranslation('books');
  return (
    <>
      <Badge
        variant="outline"
        data-status={book.status}
        className={cn('border-transparent', STATUS_CLASSES[book.status])}
      >
        {t(`bulk.status.${book.status}`)}
      </Badge>
      {book.status === 'check' && book.readText && (
        <p className="text-muted-foreground text-xs break-words">
          {t('bulk.readText', { text: book.readText })}
        </p>
      )}
    </>
  );
}

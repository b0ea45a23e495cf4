/**
 * What the shelf reader says about one row of the Bulk Book Upload review (ADR 0049): the picture of the
 * spine as it was read, as a strip (or the cover of the matched book when there is no spine picture), a chip saying
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

/** The matched book's cover (48 px wide) in a 64 px column, when the row has no spine picture; else nothing. */
export function SuggestionPicture({ book }: { book: BulkBook }) {
  if (book.crop || !book.imageUrl) return null;
  return (
    <div className="flex w-16 shrink-0 justify-center">
      <BookCover title={book.title} imageUrl={book.imageUrl} className="w-12" />
    </div>
  );
}

/**
 * The spine as it was read, turned so its text runs left to right (the server's crop, at most 200 px
 * long): a strip across the row, at most 48 px high; nothing when there is no crop.
 */
export function SpineStrip({ book }: { book: BulkBook }) {
  const { t } = useTranslation('books');
  if (!book.crop) return null;
  return (
    <img
      src={book.crop}
      alt={t('bulk.spineAlt', { text: book.readText || book.title })}
      className="h-auto max-h-12 w-auto max-w-full justify-self-start rounded-sm border object-contain"
    />
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

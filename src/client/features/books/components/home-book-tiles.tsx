/**
 * Home dashboard pieces of the books area (spec 001 §2.2), for members with a hub: the Available Books
 * count tile (books of the member's hubs available now, counted by GET /api/books/available-count; opens
 * Browse), the Add Books In Bulk tile (opens the Bulk Book Upload overlay; its tooltip gives the photo
 * tips) and the Add Book tile (opens the Add Book dialog).
 */
import { useState } from 'react';
import { BookOpen, Camera, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';
import { formatNumber } from '@/client/lib/format';
import { BULK_TIP_KEYS } from '../lib/smart-add-texts';
import { useBulkUpload } from './use-bulk-upload';
import { useAvailableCount } from '../api/all-books';
import { lazyWhenOpen } from '@/client/lib/lazy-when-open';

// fetched at the first tap on Add Book, not with home's first screen (ADR 0065)
const BookFormDialog = lazyWhenOpen(() => import('./book-form-dialog').then((m) => m.BookFormDialog));

const TILE =
  'bg-card hover:bg-accent/50 focus-visible:ring-ring/50 flex min-h-24 flex-col justify-between gap-2 rounded-xl border p-4 text-left outline-none transition-colors focus-visible:ring-[3px]';

export function AvailableBooksTile() {
  const { t } = useTranslation('books');
  const books = useAvailableCount();
  return (
    <Link to="/browse?availability=available" className={TILE}>
      <BookOpen aria-hidden className="text-primary size-5" />
      <span>
        {books.isPending ? (
          <Skeleton role="status" aria-label={t('common:loading')} className="mb-1 h-7 w-10" />
        ) : (
          <span className="block text-2xl font-bold" data-testid="available-books-count">
            {books.isError ? '–' : formatNumber(books.data.count)}
          </span>
        )}
        <span className="text-muted-foreground text-sm">{t('tiles.available')}</span>
      </span>
    </Link>
  );
}

export function AddBookTile() {
  const { t } = useTranslation('books');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={TILE} onClick={() => setOpen(true)}>
        <Plus aria-hidden className="text-primary size-5" />
        <span>
          <span className="block font-semibold">{t('tiles.addBook')}</span>
          <span className="text-muted-foreground text-sm">{t('tiles.addBookHint')}</span>
        </span>
      </button>
      <BookFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** 'Add Books In Bulk' (spec 001 §2.2): photo recognition of a whole shelf; the tooltip lists the photo tips. */
export function BulkUploadTile() {
  const { t } = useTranslation('books');
  const bulk = useBulkUpload();
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" className={TILE} onClick={bulk.open}>
            <Camera aria-hidden className="text-primary size-5" />
            <span>
              <span className="block font-semibold">{t('bulk.open')}</span>
              <span className="text-muted-foreground text-sm">{t('bulk.tileHint')}</span>
            </span>
          </button>
        </TooltipTrigger>
        <TooltipContent className="max-w-60">
          <p className="font-semibold">{t('bulk.tipsTitle')}</p>
          <p>{BULK_TIP_KEYS.map((key) => t(key)).join(' · ')}</p>
        </TooltipContent>
      </Tooltip>
      {bulk.element}
    </>
  );
}

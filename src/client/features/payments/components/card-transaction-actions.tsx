/**
 * Borrow and Buy on a grid book card (spec 000 §2 "Shared book card", browse rules): Borrow when the book
 * is available, Buy when it has a selling price (disabled while it is lent out). Given only for books the
 * viewer does not own. The clicks stop at the buttons, so they never open the card.
 */
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import type { Book } from '@/contract/books';
import { availableToViewer } from '@/domain/holds';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { canBuy } from '@/domain/books';

interface CardTransactionActionsProps {
  book: Book;
  onBorrow?: (book: Book) => void;
  onBuy?: (book: Book) => void;
  className?: string;
}

const stop = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

export function CardTransactionActions({ book, onBorrow, onBuy, className }: CardTransactionActionsProps) {
  const { t } = useTranslation('payments');
  // a book held for another member counts as lent (docs/decisions/0025-availability-alerts-hold-queue.md)
  const available = availableToViewer(book);
  const borrow = onBorrow && available;
  const buy = onBuy && canBuy(book);
  if (!borrow && !buy) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5 [&>button]:flex-1', className)}>
      {borrow && (
        <Button
          type="button"
          size="sm"
          onClick={stop(() => onBorrow(book))}
          aria-label={t('actions.borrowTitle', { title: book.title })}
        >
          {t('actions.borrow')}
        </Button>
      )}
      {buy && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!available}
          onClick={stop(() => onBuy(book))}
          aria-label={t('actions.buyTitle', { title: book.title })}
        >
          {t('actions.buy')}
        </Button>
      )}
    </div>
  );
}

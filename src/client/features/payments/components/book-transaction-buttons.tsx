/**
 * Borrow and Buy in the Book Details dialog (spec 000 §2 "Book Details dialog"; 001 §2.4): for a member
 * who does not own the book, 'Borrow Book' when it is available (else 'Currently Unavailable'), and
 * 'Buy for ₹x' when it has a selling price (else 'Not for Sale'). Owners see nothing here (they get
 * Edit Book). Each opens the Borrow/Buy dialog with its type chosen; with `rentDays` (the home variant,
 * spec 001 §2.5) Borrow Book opens the Rent Book dialog fixed at that many days.
 */
import { useTranslation } from 'react-i18next';
import { BookOpen, ShoppingBag } from 'lucide-react';
import type { RentalDuration } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { formatRupees } from '@/client/lib/format';
import { bookActions } from '../lib/book-actions';
import { useBorrowBuyDialog } from './use-borrow-buy-dialog';

interface BookTransactionButtonsProps {
  book: Book;
  viewerId: number;
  /** Called after a successful borrow or buy (e.g. to close the details). */
  onCompleted?: () => void;
  /** The home variant: Borrow Book rents for this many days (7). */
  rentDays?: RentalDuration;
}

export function BookTransactionButtons({
  book,
  viewerId,
  onCompleted,
  rentDays,
}: BookTransactionButtonsProps) {
  const { t } = useTranslation('payments');
  const dialog = useBorrowBuyDialog({ onCompleted });
  const actions = bookActions(book, viewerId);
  if (actions.owned) return null;

  return (
    <div className="grid gap-2">
      {actions.canBorrow ? (
        <OnlineButton
          type="button"
          onClick={() => (rentDays ? dialog.rent(book, rentDays) : dialog.borrow(book))}
        >
          <BookOpen aria-hidden />
          {t('actions.borrowBook')}
        </OnlineButton>
      ) : (
        <Button type="button" variant="secondary" disabled>
          {t('actions.unavailable')}
        </Button>
      )}
      {actions.forSale ? (
        <OnlineButton
          type="button"
          variant="outline"
          disabled={!actions.canBuy}
          onClick={() => dialog.buy(book)}
        >
          <ShoppingBag aria-hidden />
          {t('actions.buyFor', { price: formatRupees(book.sellingPrice!) })}
        </OnlineButton>
      ) : (
        <Button type="button" variant="outline" disabled>
          {t('actions.notForSale')}
        </Button>
      )}
      {dialog.element}
    </div>
  );
}

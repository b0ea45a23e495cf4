/**
 * The Borrow/Buy dialog (spec 000 §2, §4 "Borrow/Buy dialog", §5 "Borrow/buy form", §8) and its home
 * Rent Book variant (spec 001 §2.5: the same dialog with the duration fixed at 7 days).
 *
 * - Transaction type Borrow or Buy (Buy only when the selling price is above 0); switching to Buy clears
 *   the duration and any applied Brocks offer; every opening starts afresh.
 * - Durations 3 days, 1 week, 2 weeks, 1 month up to the max rental days, plus the max when it is below
 *   30 (`allowedDurations`, ADR 0022); the Rent Book variant rents min(7, max) days; payment by Card, UPI or Brocks (disabled and labelled
 *   '(Insufficient)' when the balance is below the total in Brocks).
 * - The cost breakdown, priced on screen from the platform settings (display only: the server
 *   recomputes); submit is disabled without a computed cost.
 * - 'Use Your Brocks Credits' applies an offer to a rental.
 * Texts from the `checkout` catalogue (ADR 0042). State and pricing in `use-borrow-buy-form.ts`.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Book } from '@/contract/books';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Form } from '@/client/components/ui/form';
import type { DemoPaymentTimings } from './demo-payment-dialog';
import { problemText, type TransactionType } from '../lib/borrow-buy-form';
import { BorrowBuyFields } from './borrow-buy-fields';
import { useBorrowBuyCost, useBorrowBuyForm } from './use-borrow-buy-form';
import { useTransaction } from './use-transaction';

export interface BorrowBuyDialogProps {
  /** The book to borrow or buy; the dialog shows only with a book. */
  book: Book | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type chosen by the button that opened the dialog (Borrow Book, Buy). */
  initialType?: TransactionType;
  /** The home Rent Book variant: borrow only, for this many days (spec 001 §2.5: 7), at most the max rental days. */
  fixedDuration?: number;
  /** Called after a successful borrow or buy (the dialog has closed itself). */
  onCompleted?: () => void;
  /** The demo chooser's delays (tests shorten them). */
  demoTimings?: DemoPaymentTimings;
}

/** The dialog; it cannot be closed while a payment runs. */
export function BorrowBuyDialog({
  book,
  open,
  onOpenChange,
  initialType,
  fixedDuration,
  onCompleted,
  demoTimings,
}: BorrowBuyDialogProps) {
  const { t } = useTranslation('payments');
  const { form, offer, setOffer } = useBorrowBuyForm(book, open, initialType, fixedDuration);
  const transaction = useTransaction({ demoTimings });
  const shown = open && book !== null;
  const { type, cost, ...pricing } = useBorrowBuyCost({ form, book, shown, fixedDuration, offer });

  const busy = transaction.busy;
  const close = () => {
    if (!busy) onOpenChange(false);
  };
  const submit = form.handleSubmit(async (values) => {
    if (!book || !cost) {
      toast.error(problemText('unableToCalculate'));
      return;
    }
    const done = await transaction.run({ book, paymentMethod: values.paymentMethod, cost });
    if (done) {
      onOpenChange(false);
      onCompleted?.();
    }
  });

  const title = t(`dialog.title.${fixedDuration ? 'rent' : type === 'buy' ? 'buy' : 'borrow'}`);
  return (
    <>
      <Dialog open={shown} onOpenChange={(next) => !next && close()}>
        <DialogContent
          data-testid="borrow-buy-dialog"
          showCloseButton={!busy}
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          onInteractOutside={(e) => busy && e.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {book && (
              <DialogDescription>
                {t('dialog.description', {
                  title: book.title,
                  author: book.author,
                  owner: book.owner.name,
                })}
              </DialogDescription>
            )}
          </DialogHeader>
          {book && (
            <Form {...form}>
              <BorrowBuyFields
                book={book}
                fixedDuration={pricing.fixed}
                durations={pricing.durations}
                cost={cost}
                problem={pricing.problem}
                commissionFreeUntil={pricing.commissionFreeUntil}
                loadingCost={pricing.loadingCost}
                brocks={pricing.brocks}
                insufficient={pricing.insufficient}
                offer={offer}
                onOfferChange={setOffer}
                busy={busy}
                onSubmit={submit}
                onCancel={close}
              />
            </Form>
          )}
        </DialogContent>
      </Dialog>
      {transaction.element}
    </>
  );
}

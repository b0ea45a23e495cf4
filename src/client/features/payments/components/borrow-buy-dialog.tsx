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
 * Texts from the `checkout` catalogue (ADR 0042).
 */
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { allowedDurations, RENTAL_DURATIONS } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Form } from '@/client/components/ui/form';
import { useConversionRates, useCredits, type OfferChoice } from '@/client/features/brocks';
import type { DemoPaymentTimings } from './demo-payment-dialog';
import { usePlatformSettings } from '../api/platform-settings';
import {
  borrowBuyForm,
  problemText,
  type BorrowBuyFormInput,
  type BorrowBuyValues,
  type TransactionType,
} from '../lib/borrow-buy-form';
import { brocksNeeded, perksFrom, pricingSettingsFrom, transactionCost } from '../lib/transaction-cost';
import { BorrowBuyFields } from './borrow-buy-fields';
import { useTransaction } from './use-transaction';
import { canBuy } from '@/domain/books';

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

function initialValues(
  book: Book | null,
  initialType: TransactionType | undefined,
  fixedDuration: number | undefined,
): BorrowBuyFormInput {
  const type = fixedDuration
    ? 'borrow'
    : initialType === 'buy' && book && !canBuy(book)
      ? undefined
      : initialType;
  return { transactionType: type, paymentMethod: undefined, duration: fixedDuration };
}

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
  const form = useForm<BorrowBuyFormInput, unknown, BorrowBuyValues>({
    // The form starts with nothing chosen (undefined); the schema turns that into the spec's messages.
    resolver: zodResolver(borrowBuyForm) as Resolver<BorrowBuyFormInput, unknown, BorrowBuyValues>,
    defaultValues: initialValues(book, initialType, fixedDuration),
  });
  const [offer, setOffer] = useState<OfferChoice | null>(null);
  const transaction = useTransaction({ demoTimings });

  // Opening resets the duration, the payment method and the offer (spec 000 §4).
  const bookId = book?.id;
  useEffect(() => {
    if (!open) return;
    form.reset(initialValues(book, initialType, fixedDuration));
    setOffer(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opening or book
  }, [open, bookId, initialType, fixedDuration]);

  const shown = open && book !== null;
  const settings = usePlatformSettings({ enabled: shown });
  const rates = useConversionRates({ enabled: shown });
  const credits = useCredits({ enabled: shown });

  const [type, duration, method] = useWatch({
    control: form.control,
    name: ['transactionType', 'duration', 'paymentMethod'],
  });
  // The lengths follow the platform's max rental days (ADR 0022); a choice beyond it is dropped.
  const maxDays = settings.data?.maxRentalDays;
  const durations = maxDays ? allowedDurations(maxDays) : RENTAL_DURATIONS;
  const fixed = fixedDuration !== undefined && maxDays ? Math.min(fixedDuration, maxDays) : fixedDuration;
  useEffect(() => {
    if (fixed !== undefined) {
      if (duration !== fixed) form.setValue('duration', fixed);
    } else if (duration !== undefined && maxDays && !allowedDurations(maxDays).includes(duration)) {
      form.setValue('duration', undefined);
    }
  }, [fixed, duration, maxDays, form]);
  const result =
    book && !settings.isPending
      ? transactionCost({
          type,
          book,
          duration,
          settings: pricingSettingsFrom(settings.data),
          offer: type === 'borrow' ? offer : null,
          rates: rates.data,
          perks: perksFrom(credits.data),
        })
      : null;
  const cost = result && 'cost' in result ? result.cost : null;
  const brocks = {
    balance: credits.data?.balance,
    needed: cost && rates.data ? brocksNeeded(cost, rates.data.brocksPerRupee) : undefined,
  };
  const insufficient =
    brocks.balance !== undefined && brocks.needed !== undefined && brocks.balance < brocks.needed;

  // A Brocks payment the balance no longer covers (a longer duration, a removed offer) is unselected.
  useEffect(() => {
    if (method === 'brocks' && insufficient) form.setValue('paymentMethod', undefined);
  }, [method, insufficient, form]);

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
                fixedDuration={fixed}
                durations={durations}
                cost={cost}
                problem={result && 'problem' in result ? result.problem : null}
                commissionFreeUntil={credits.data?.commissionFreeUntil ?? null}
                loadingCost={settings.isPending}
                brocks={brocks}
                insufficient={insufficient}
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

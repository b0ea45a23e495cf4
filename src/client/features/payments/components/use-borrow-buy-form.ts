/**
 * The state of the Borrow/Buy dialog (spec 000 §4 "Borrow/Buy dialog", §5 "Borrow/buy form"; 001 §2.5):
 * the form (validated with `borrowBuyForm`, so the messages are the spec's) with the applied Brocks
 * offer, reset at every opening; and the cost priced on screen from the platform settings, the
 * conversion rates and the member's perks (display only: the server recomputes).
 */
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { allowedDurations, RENTAL_DURATIONS } from '@/domain/pricing';
import { canBuy } from '@/domain/books';
import type { Book } from '@/contract/books';
import { useConversionRates, useCredits, type OfferChoice } from '@/client/features/brocks';
import { usePlatformSettings } from '../api/platform-settings';
import {
  borrowBuyForm,
  type BorrowBuyFormInput,
  type BorrowBuyValues,
  type TransactionType,
} from '../lib/borrow-buy-form';
import { brocksNeeded, perksFrom, pricingSettingsFrom, transactionCost } from '../lib/transaction-cost';

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

/**
 * The form and the offer. Opening (or another book) resets the type to `initialType` (none for a Buy of a
 * book that cannot be bought; borrow for the Rent Book variant), the duration to `fixedDuration`, the
 * payment method and the offer (spec 000 §4).
 */
export function useBorrowBuyForm(
  book: Book | null,
  open: boolean,
  initialType: TransactionType | undefined,
  fixedDuration: number | undefined,
) {
  const form = useForm<BorrowBuyFormInput, unknown, BorrowBuyValues>({
    // The form starts with nothing chosen (undefined); the schema turns that into the spec's messages.
    resolver: zodResolver(borrowBuyForm) as Resolver<BorrowBuyFormInput, unknown, BorrowBuyValues>,
    defaultValues: initialValues(book, initialType, fixedDuration),
  });
  const [offer, setOffer] = useState<OfferChoice | null>(null);

  // Opening resets the duration, the payment method and the offer (spec 000 §4).
  const bookId = book?.id;
  useEffect(() => {
    if (!open) return;
    form.reset(initialValues(book, initialType, fixedDuration));
    setOffer(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opening or book
  }, [open, bookId, initialType, fixedDuration]);

  return { form, offer, setOffer };
}

interface CostOptions {
  form: UseFormReturn<BorrowBuyFormInput, unknown, BorrowBuyValues>;
  book: Book | null;
  /** the dialog is open with a book: the settings, rates and credits are fetched only then */
  shown: boolean;
  fixedDuration: number | undefined;
  offer: OfferChoice | null;
}

/**
 * The lengths offered (`allowedDurations(maxRentalDays)`, ADR 0022; a choice beyond them is dropped),
 * the Rent Book length (at most the max), the cost or the problem pricing it, and the member's Brocks:
 * balance, Brocks needed and whether the balance falls short (a Brocks choice it no longer covers is
 * unselected).
 */
export function useBorrowBuyCost({ form, book, shown, fixedDuration, offer }: CostOptions) {
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

  return {
    type,
    durations,
    fixed,
    cost,
    problem: result && 'problem' in result ? result.problem : null,
    commissionFreeUntil: credits.data?.commissionFreeUntil ?? null,
    loadingCost: settings.isPending,
    brocks,
    insufficient,
  };
}

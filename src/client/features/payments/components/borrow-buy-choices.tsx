/**
 * The choice fields of the Borrow/Buy form (spec 000 §5 "Borrow/buy form"): the transaction type (Borrow
 * at the daily fee, Buy at the selling price when the book can be bought), the rental duration (or the
 * Rent Book variant's fixed length) and the payment method with the member's Brocks standing. Each is a
 * radio group in a fieldset bound to the dialog's form. Texts from the `checkout` catalogue (ADR 0042).
 */
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Book } from '@/contract/books';
import { canBuy } from '@/domain/books';
import { ChoiceCard } from '@/client/components/ui/choice-card';
import { FormField, FormItem, FormMessage } from '@/client/components/ui/form';
import { RadioGroup } from '@/client/components/ui/radio-group';
import type { OfferChoice } from '@/client/features/brocks';
import { formatRupees } from '@/client/lib/format';
import {
  DIALOG_PAYMENT_METHODS,
  durationLabel,
  type BorrowBuyFormInput,
  type DialogPaymentMethod,
  type TransactionType,
} from '../lib/borrow-buy-form';

/** The member's Brocks for the payment method choice. */
export interface BrocksStanding {
  /** the member's balance, undefined while loading */
  balance: number | undefined;
  /** Brocks a Brocks payment of the current cost needs, undefined without a cost */
  needed: number | undefined;
}

/** A radio group's field: the fieldset with its legend, and the field's message under it. */
function ChoiceFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <FormItem className="gap-0">
      <fieldset className="grid">
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        {children}
      </fieldset>
      <FormMessage className="mt-2" />
    </FormItem>
  );
}

interface TransactionTypeFieldProps {
  book: Book;
  onOfferChange: (offer: OfferChoice | null) => void;
  busy: boolean;
}

/** Borrow (disabled when the book is out) or Buy; choosing Buy clears the duration and any offer. */
export function TransactionTypeField({ book, onOfferChange, busy }: TransactionTypeFieldProps) {
  const { t } = useTranslation('payments');
  const form = useFormContext<BorrowBuyFormInput>();

  const chooseType = (value: TransactionType) => {
    form.setValue('transactionType', value, { shouldValidate: form.formState.isSubmitted });
    // Switching to buy clears the duration and any applied offer (spec 000 §4).
    if (value === 'buy') {
      form.setValue('duration', undefined);
      form.clearErrors('duration');
      onOfferChange(null);
    }
  };

  return (
    <FormField
      control={form.control}
      name="transactionType"
      render={({ field }) => (
        <ChoiceFieldset legend={t('form.transactionType')}>
          <RadioGroup
            value={field.value ?? ''}
            onValueChange={(v) => chooseType(v as TransactionType)}
            className="grid-cols-2 gap-2"
            disabled={busy}
          >
            <ChoiceCard value="borrow" disabled={!book.isAvailable} cardClassName="items-start">
              <span className="grid gap-0.5">
                <span className="font-medium">{t('form.borrow')}</span>
                <span className="text-muted-foreground text-xs">
                  {t('form.perDay', { fee: formatRupees(book.dailyFee) })}
                </span>
              </span>
            </ChoiceCard>
            {canBuy(book) && (
              <ChoiceCard value="buy" cardClassName="items-start">
                <span className="grid gap-0.5">
                  <span className="font-medium">{t('form.buy')}</span>
                  <span className="text-muted-foreground text-xs">{formatRupees(book.sellingPrice!)}</span>
                </span>
              </ChoiceCard>
            )}
          </RadioGroup>
        </ChoiceFieldset>
      )}
    />
  );
}

interface DurationFieldProps {
  /** the Rent Book variant's fixed length in days, shown as text instead of a choice */
  fixedDuration: number | undefined;
  /** the lengths offered in days, `allowedDurations(maxRentalDays)` (ADR 0022) */
  durations: readonly number[];
  busy: boolean;
}

/** The rental duration: the fixed length as a line of text, or one radio card per offered length. */
export function DurationField({ fixedDuration, durations, busy }: DurationFieldProps) {
  const { t } = useTranslation('payments');
  const form = useFormContext<BorrowBuyFormInput>();
  if (fixedDuration)
    return (
      <p className="text-sm">
        <span className="font-medium">{t('form.rentalDurationLabel')}</span>{' '}
        {t('form.fixedDuration', { label: durationLabel(fixedDuration), count: fixedDuration })}
      </p>
    );
  return (
    <FormField
      control={form.control}
      name="duration"
      render={({ field }) => (
        <ChoiceFieldset legend={t('form.rentalDuration')}>
          <RadioGroup
            value={field.value === undefined ? '' : String(field.value)}
            onValueChange={(v) => field.onChange(Number(v))}
            className="grid-cols-2 gap-2"
            disabled={busy}
          >
            {durations.map((days) => (
              <ChoiceCard key={days} value={String(days)}>
                {durationLabel(days)}
              </ChoiceCard>
            ))}
          </RadioGroup>
        </ChoiceFieldset>
      )}
    />
  );
}

interface PaymentMethodFieldProps {
  brocks: BrocksStanding;
  /** the balance does not cover the cost: Brocks is disabled and marked */
  insufficient: boolean;
  busy: boolean;
}

/** Card, UPI or Brocks; Brocks shows the balance (and what the cost needs) and is disabled without it. */
export function PaymentMethodField({ brocks, insufficient, busy }: PaymentMethodFieldProps) {
  const { t } = useTranslation('payments');
  const form = useFormContext<BorrowBuyFormInput>();
  const brocksHint =
    brocks.balance === undefined
      ? t('form.balanceLoading')
      : brocks.needed === undefined
        ? t('form.balance', { balance: brocks.balance })
        : t('form.neededOfBalance', { needed: brocks.needed, balance: brocks.balance });
  return (
    <FormField
      control={form.control}
      name="paymentMethod"
      render={({ field }) => (
        <ChoiceFieldset legend={t('form.paymentMethod')}>
          <RadioGroup
            value={field.value ?? ''}
            onValueChange={(v) => field.onChange(v as DialogPaymentMethod)}
            className="gap-2"
            disabled={busy}
          >
            {DIALOG_PAYMENT_METHODS.map((value) => {
              const isBrocks = value === 'brocks';
              const disabled = isBrocks && (brocks.balance === undefined || insufficient);
              return (
                <ChoiceCard key={value} value={value} disabled={disabled}>
                  <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-2">
                    <span className="font-medium">
                      {t(`form.methods.${value}`)}
                      {isBrocks && insufficient && ' '}
                      {isBrocks && insufficient && (
                        <span className="text-destructive font-normal">{t('form.insufficient')}</span>
                      )}
                    </span>
                    {isBrocks && <span className="text-muted-foreground text-xs">{brocksHint}</span>}
                  </span>
                </ChoiceCard>
              );
            })}
          </RadioGroup>
        </ChoiceFieldset>
      )}
    />
  );
}

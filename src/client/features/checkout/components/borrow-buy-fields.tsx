/**
 * The fields of the Borrow/Buy dialog (spec 000 §5 "Borrow/buy form"): transaction type, rental duration
 * (or the Rent Book variant's fixed 7 days), the Brocks offer line, the cost breakdown, the payment method
 * and the submit button, which stays disabled without a computed cost. Values live in the dialog's form.
 */
import type { FormEventHandler } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { paiseToRupees } from '@/domain/money';
import type { Book } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import { ChoiceCard } from '@/client/components/ui/choice-card';
import { DialogFooter } from '@/client/components/ui/dialog';
import { FormField, FormItem, FormMessage } from '@/client/components/ui/form';
import { RadioGroup } from '@/client/components/ui/radio-group';
import { Spinner } from '@/client/components/ui/spinner';
import type { OfferChoice } from '@/client/features/brocks';
import { formatRupees } from '@/client/lib/format';
import {
  BORROW_BUY_MESSAGES,
  canBuy,
  DIALOG_PAYMENT_METHODS,
  durationLabel,
  PAYMENT_METHOD_LABELS,
  type BorrowBuyFormInput,
  type DialogPaymentMethod,
  type TransactionType,
} from '../lib/borrow-buy-form';
import type { TransactionCost } from '../lib/transaction-cost';
import { BrocksOfferRow } from './brocks-offer-row';
import { CostBreakdown } from './cost-breakdown';

export interface BrocksStanding {
  /** the member's balance, undefined while loading */
  balance: number | undefined;
  /** Brocks a Brocks payment of the current cost needs, undefined without a cost */
  needed: number | undefined;
}

interface BorrowBuyFieldsProps {
  book: Book;
  fixedDuration: number | undefined;
  /** the lengths offered, `allowedDurations(maxRentalDays)` (ADR 0022) */
  durations: readonly number[];
  cost: TransactionCost | null;
  problem: string | null;
  /** the end of the member's commission-free period (ISO 8601), or null (ADR 0028) */
  commissionFreeUntil?: string | null;
  loadingCost: boolean;
  brocks: BrocksStanding;
  insufficient: boolean;
  offer: OfferChoice | null;
  onOfferChange: (offer: OfferChoice | null) => void;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}

const legend = 'mb-2 text-sm font-medium';

export function BorrowBuyFields({
  book,
  fixedDuration,
  durations,
  cost,
  problem,
  commissionFreeUntil,
  loadingCost,
  brocks,
  insufficient,
  offer,
  onOfferChange,
  busy,
  onSubmit,
  onCancel,
}: BorrowBuyFieldsProps) {
  const form = useFormContext<BorrowBuyFormInput>();
  const [type, method] = useWatch({ control: form.control, name: ['transactionType', 'paymentMethod'] });

  const chooseType = (value: TransactionType) => {
    form.setValue('transactionType', value, { shouldValidate: form.formState.isSubmitted });
    // Switching to buy clears the duration and any applied offer (spec 000 §4).
    if (value === 'buy') {
      form.setValue('duration', undefined);
      form.clearErrors('duration');
      onOfferChange(null);
    }
  };

  const brocksHint =
    brocks.balance === undefined
      ? 'Loading your balance…'
      : brocks.needed === undefined
        ? `Balance: ${brocks.balance} Brocks`
        : `${brocks.needed} Brocks · balance ${brocks.balance}`;
  const verb = fixedDuration ? 'Rent' : type === 'buy' ? 'Buy' : 'Borrow';
  const submitLabel = !cost
    ? `${verb} Book`
    : method === 'brocks' && brocks.needed !== undefined
      ? `${verb} for ${brocks.needed} Brocks`
      : `${verb} for ${formatRupees(paiseToRupees(cost.quote.totalPaise))}`;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {!fixedDuration && (
        <FormField
          control={form.control}
          name="transactionType"
          render={({ field }) => (
            <FormItem className="gap-0">
              <fieldset className="grid">
                <legend className={legend}>Transaction type</legend>
                <RadioGroup
                  value={field.value ?? ''}
                  onValueChange={(v) => chooseType(v as TransactionType)}
                  className="grid-cols-2 gap-2"
                  disabled={busy}
                >
                  <ChoiceCard value="borrow" disabled={!book.isAvailable} cardClassName="items-start">
                    <span className="grid gap-0.5">
                      <span className="font-medium">Borrow</span>
                      <span className="text-muted-foreground text-xs">{formatRupees(book.dailyFee)}/day</span>
                    </span>
                  </ChoiceCard>
                  {canBuy(book) && (
                    <ChoiceCard value="buy" cardClassName="items-start">
                      <span className="grid gap-0.5">
                        <span className="font-medium">Buy</span>
                        <span className="text-muted-foreground text-xs">
                          {formatRupees(book.sellingPrice!)}
                        </span>
                      </span>
                    </ChoiceCard>
                  )}
                </RadioGroup>
              </fieldset>
              <FormMessage className="mt-2" />
            </FormItem>
          )}
        />
      )}

      {type === 'borrow' &&
        (fixedDuration ? (
          <p className="text-sm">
            <span className="font-medium">Rental duration:</span> {durationLabel(fixedDuration)} (
            {fixedDuration} days)
          </p>
        ) : (
          <FormField
            control={form.control}
            name="duration"
            render={({ field }) => (
              <FormItem className="gap-0">
                <fieldset className="grid">
                  <legend className={legend}>Rental duration</legend>
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
                </fieldset>
                <FormMessage className="mt-2" />
              </FormItem>
            )}
          />
        ))}

      {type === 'borrow' && (
        <BrocksOfferRow
          quote={cost?.type === 'borrow' ? cost.quote : null}
          offer={offer}
          onOfferChange={onOfferChange}
          disabled={busy}
        />
      )}

      <CostBreakdown
        loading={loadingCost}
        cost={cost}
        problem={problem}
        commissionFreeUntil={commissionFreeUntil}
      />

      <FormField
        control={form.control}
        name="paymentMethod"
        render={({ field }) => (
          <FormItem className="gap-0">
            <fieldset className="grid">
              <legend className={legend}>Payment method</legend>
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
                          {PAYMENT_METHOD_LABELS[value]}
                          {isBrocks && insufficient && ' '}
                          {isBrocks && insufficient && (
                            <span className="text-destructive font-normal">
                              {BORROW_BUY_MESSAGES.insufficient}
                            </span>
                          )}
                        </span>
                        {isBrocks && <span className="text-muted-foreground text-xs">{brocksHint}</span>}
                      </span>
                    </ChoiceCard>
                  );
                })}
              </RadioGroup>
            </fieldset>
            <FormMessage className="mt-2" />
          </FormItem>
        )}
      />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!cost || busy}>
          {busy && <Spinner aria-label="Processing" />}
          {busy ? 'Processing…' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

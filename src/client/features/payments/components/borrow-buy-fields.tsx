/**
 * The fields of the Borrow/Buy dialog (spec 000 §5 "Borrow/buy form"): transaction type, rental duration
 * (or the Rent Book variant's fixed 7 days), the Brocks offer line, the cost breakdown, the payment method
 * and the submit button, which stays disabled without a computed cost. Values live in the dialog's form.
 * Texts from the `checkout` catalogue, money through `formatRupees` (ADR 0042).
 */
import type { FormEventHandler } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  DIALOG_PAYMENT_METHODS,
  durationLabel,
  type BorrowBuyFormInput,
  type DialogPaymentMethod,
  type TransactionType,
} from '../lib/borrow-buy-form';
import type { TransactionCost } from '../lib/transaction-cost';
import { BrocksOfferRow } from './brocks-offer-row';
import { CostBreakdown } from './cost-breakdown';
import { canBuy } from '@/domain/books';

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
  const { t } = useTranslation('payments');
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
      ? t('form.balanceLoading')
      : brocks.needed === undefined
        ? t('form.balance', { balance: brocks.balance })
        : t('form.neededOfBalance', { needed: brocks.needed, balance: brocks.balance });
  const verb = fixedDuration ? 'rent' : type === 'buy' ? 'buy' : 'borrow';
  const submitLabel = !cost
    ? t(`form.submit.${verb}.book`)
    : method === 'brocks' && brocks.needed !== undefined
      ? t(`form.submit.${verb}.forBrocks`, { brocks: brocks.needed })
      : t(`form.submit.${verb}.forAmount`, { amount: formatRupees(paiseToRupees(cost.quote.totalPaise)) });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {!fixedDuration && (
        <FormField
          control={form.control}
          name="transactionType"
          render={({ field }) => (
            <FormItem className="gap-0">
              <fieldset className="grid">
                <legend className={legend}>{t('form.transactionType')}</legend>
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
            <span className="font-medium">{t('form.rentalDurationLabel')}</span>{' '}
            {t('form.fixedDuration', { label: durationLabel(fixedDuration), count: fixedDuration })}
          </p>
        ) : (
          <FormField
            control={form.control}
            name="duration"
            render={({ field }) => (
              <FormItem className="gap-0">
                <fieldset className="grid">
                  <legend className={legend}>{t('form.rentalDuration')}</legend>
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
              <legend className={legend}>{t('form.paymentMethod')}</legend>
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
            </fieldset>
            <FormMessage className="mt-2" />
          </FormItem>
        )}
      />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!cost || busy}>
          {busy && <Spinner aria-label={t('form.processingLabel')} />}
          {busy ? t('form.processing') : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

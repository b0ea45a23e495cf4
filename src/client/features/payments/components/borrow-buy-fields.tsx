/**
 * The fields of the Borrow/Buy dialog (spec 000 §5 "Borrow/buy form"): transaction type, rental duration
 * (or the Rent Book variant's fixed 7 days), the Brocks offer line, the cost breakdown, the payment method
 * and the submit button, which stays disabled without a computed cost. Values live in the dialog's form.
 * Texts from the `checkout` catalogue, money through `formatRupees` (ADR 0042). The choice fields are in
 * `borrow-buy-choices.tsx`.
 */
import type { FormEventHandler } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paiseToRupees } from '@/domain/money';
import type { Book } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import type { OfferChoice } from '@/client/features/brocks';
import { formatRupees } from '@/client/lib/format';
import type { BorrowBuyFormInput } from '../lib/borrow-buy-form';
import type { TransactionCost } from '../lib/transaction-cost';
import {
  DurationField,
  PaymentMethodField,
  TransactionTypeField,
  type BrocksStanding,
} from './borrow-buy-choices';
import { BrocksOfferRow } from './brocks-offer-row';
import { CostBreakdown } from './cost-breakdown';

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

/** The form: type, duration and offer when borrowing, the cost, the payment method, Cancel and submit. */
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
  const type = useWatch({ control: form.control, name: 'transactionType' });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {!fixedDuration && <TransactionTypeField book={book} onOfferChange={onOfferChange} busy={busy} />}

      {type === 'borrow' && <DurationField fixedDuration={fixedDuration} durations={durations} busy={busy} />}

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

      <PaymentMethodField brocks={brocks} insufficient={insufficient} busy={busy} />

      <BorrowBuyFooter
        fixedDuration={fixedDuration}
        cost={cost}
        brocks={brocks}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}

interface BorrowBuyFooterProps {
  fixedDuration: number | undefined;
  cost: TransactionCost | null;
  brocks: BrocksStanding;
  busy: boolean;
  onCancel: () => void;
}

/**
 * Cancel and the submit button, disabled without a cost: 'Borrow Book', 'Borrow for ₹…' or 'Borrow for
 * {n} Brocks' (Rent/Buy alike), 'Processing…' while busy.
 */
function BorrowBuyFooter({ fixedDuration, cost, brocks, busy, onCancel }: BorrowBuyFooterProps) {
  const { t } = useTranslation('payments');
  const form = useFormContext<BorrowBuyFormInput>();
  const [type, method] = useWatch({ control: form.control, name: ['transactionType', 'paymentMethod'] });
  const verb = fixedDuration ? 'rent' : type === 'buy' ? 'buy' : 'borrow';
  const submitLabel = !cost
    ? t(`form.submit.${verb}.book`)
    : method === 'brocks' && brocks.needed !== undefined
      ? t(`form.submit.${verb}.forBrocks`, { brocks: brocks.needed })
      : t(`form.submit.${verb}.forAmount`, { amount: formatRupees(paiseToRupees(cost.quote.totalPaise)) });
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {t('common:cancel')}
      </Button>
      <Button type="submit" disabled={!cost || busy}>
        {busy && <Spinner aria-label={t('form.processingLabel')} />}
        {busy ? t('form.processing') : submitLabel}
      </Button>
    </DialogFooter>
  );
}

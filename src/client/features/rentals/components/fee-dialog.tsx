/**
 * The Late Fee dialog (spec 001 §2.7) and the Excess Charges dialog (§2.9) of the borrower: the amount due,
 * how it arose, and Pay, which runs the provider checkout (`useFeePayment`, §4.4). Late fee due = the late
 * fee not yet paid; excess = what the deposit does not cover (the server's figures, rupees). Texts from the
 * `rentals` catalogue (ADR 0042).
 */
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import type { DemoPaymentTimings } from '@/client/features/payments';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { i18n } from '@/client/i18n/i18n';
import { formatRupees } from '@/client/lib/format';
import type { FeeKind } from '../api/pay-fees';
import { lateFeeText } from '../lib/late-fee-text';
import { useFeePayment, type FeeRequest } from './use-fee-payment';

export type RentalFeeKind = Exclude<FeeKind, 'extension'>;

/** The amount due for `kind` on `rental`, rupees, as the server computed it (`lateFeeDue`, `excessAmount`). */
export function feeDue(rental: RentalDetails, kind: RentalFeeKind): number {
  return kind === 'excess' ? rental.excessAmount : rental.lateFeeDue;
}

/** The payment request of a late fee or an excess on `rental`. */
export function rentalFeeRequest(rental: RentalDetails, kind: RentalFeeKind): FeeRequest {
  return {
    kind,
    id: rental.id,
    rentalId: rental.id,
    amount: feeDue(rental, kind),
    bookTitle: rental.book.title,
    lenderName: rental.lender.name,
    description: i18n.t(kind === 'excess' ? 'feeDialog.excessFor' : 'feeDialog.lateFeeFor', {
      ns: 'rentals',
      title: rental.book.title,
    }),
  };
}

export function FeeDialog({
  rental,
  kind,
  open,
  onOpenChange,
  demoTimings,
}: {
  rental: RentalDetails | null;
  kind: RentalFeeKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the demo chooser's delays (tests shorten them) */
  demoTimings?: DemoPaymentTimings;
}) {
  const { t } = useTranslation('rentals');
  const payment = useFeePayment({ demoTimings });
  if (!rental) return null;
  const amount = feeDue(rental, kind);
  const computation = lateFeeText(rental, t);

  const onPay = async () => {
    if (await payment.pay(rentalFeeRequest(rental, kind))) onOpenChange(false);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !payment.busy && onOpenChange(next)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>
              {kind === 'excess' ? t('feeDialog.excessTitle') : t('feeDialog.lateFeeTitle')}
            </DialogTitle>
            <DialogDescription>
              {t('feeDialog.bookFrom', { title: rental.book.title, lender: rental.lender.name })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2 text-sm">
            {computation && <p>{computation}</p>}
            {rental.lateFeePaid > 0 && (
              <p>{t('feeDialog.alreadyPaid', { amount: formatRupees(rental.lateFeePaid) })}</p>
            )}
            {kind === 'excess' && (
              <p>{t('feeDialog.excessText', { deposit: formatRupees(rental.securityDeposit) })}</p>
            )}
            <p className="flex justify-between rounded-lg border p-3 font-semibold">
              <span>{t('feeDialog.amountDue')}</span>
              <span data-testid="fee-amount">{formatRupees(amount)}</span>
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={payment.busy}
              onClick={() => onOpenChange(false)}
            >
              {t('common:cancel')}
            </Button>
            <OnlineButton type="button" disabled={payment.busy} onClick={() => void onPay()}>
              {payment.busy && <Loader2 aria-hidden className="animate-spin" />}
              {t('feeDialog.pay', { amount: formatRupees(amount) })}
            </OnlineButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {payment.element}
    </>
  );
}

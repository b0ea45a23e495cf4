/**
 * Cancel Rental before pickup (docs/decisions/0032-trust-at-hand-over.md): a confirmation that states the
 * refund (everything paid: rental fee, platform fee, deposit; Brocks used come back as Brocks), then a
 * toast with what was refunded. The borrower may cancel at any time before pickup, the owner 48 hours after.
 * Texts from the `handover` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RentalDetails } from '@/contract/rentals';
import { cancelRefund } from '@/domain/handover';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog';
import { errorMessage } from '@/client/lib/api';
import { useCancelRental } from '../api/handover';
import { cancelledText } from '../lib/handover-text';
import { formatRupees } from '@/client/lib/format';

export interface CancelRentalDialogProps {
  rental: RentalDetails | null;
  /** who is cancelling */
  as: 'borrower' | 'owner';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What a cancellation gives back, rupees: everything the borrower paid in (the total plus the Brocks offer's
 * value), as the domain's `cancelRefund` reverses it (deposit + platform fee + the owner's earning, ADR 0032).
 */
function paidInAll(r: RentalDetails): number {
  const refund = cancelRefund({
    depositHeldPaise: rupeesToPaise(r.securityDeposit),
    platformFeePaise: rupeesToPaise(r.platformFee),
    lenderEarningPaise: rupeesToPaise(r.rentalFee),
    providerPaidPaise: 0,
  });
  return paiseToRupees(refund.depositPaise + refund.feesRefundPaise);
}

export function CancelRentalDialog({ rental, as, open, onOpenChange }: CancelRentalDialogProps) {
  const { t } = useTranslation('handover');
  const cancel = useCancelRental();
  if (!rental) return null;
  const run = async () => {
    try {
      const done = await cancel.mutateAsync(rental.id);
      toast.success(t('cancelled'), {
        description: cancelledText(done.refund.totalRefunded, done.refund.brocksRefunded, t),
      });
      onOpenChange(false);
    } catch (err) {
      toast.error(t('cancelFailed'), {
        description: errorMessage(err, t('common:pleaseTryAgain')),
      });
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('cancelTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {as === 'borrower'
              ? t('cancelBorrower', { total: formatRupees(paidInAll(rental)) })
              : t('cancelOwner', { name: rental.borrower.name, total: formatRupees(paidInAll(rental)) })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{t('keep')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={cancel.isPending}
            onClick={(e) => {
              e.preventDefault();
              void run();
            }}
          >
            {cancel.isPending ? t('cancelling') : t('cancel')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

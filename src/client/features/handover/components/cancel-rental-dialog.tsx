/**
 * Cancel Rental before pickup (docs/decisions/0032-trust-at-hand-over.md): a confirmation that states the
 * refund (everything paid: rental fee, platform fee, deposit; Brocks used come back as Brocks), then a
 * toast with what was refunded. The borrower may cancel at any time before pickup, the owner 48 hours after.
 */
import { toast } from 'sonner';
import type { RentalDetails } from '@/contract/rentals';
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
import { HANDOVER_TEXT } from '../lib/handover-text';

export interface CancelRentalDialogProps {
  rental: RentalDetails | null;
  /** who is cancelling */
  as: 'borrower' | 'owner';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the borrower paid in all, rupees: the total plus the Brocks offer's value. */
const paidInAll = (r: RentalDetails) => r.rentalFee + r.platformFee + r.securityDeposit;

export function CancelRentalDialog({ rental, as, open, onOpenChange }: CancelRentalDialogProps) {
  const cancel = useCancelRental();
  if (!rental) return null;
  const run = async () => {
    try {
      const done = await cancel.mutateAsync(rental.id);
      toast.success(HANDOVER_TEXT.cancelled, {
        description: HANDOVER_TEXT.cancelledText(done.refund.totalRefunded, done.refund.brocksRefunded),
      });
      onOpenChange(false);
    } catch (err) {
      toast.error(HANDOVER_TEXT.cancelFailed, {
        description: errorMessage(err, HANDOVER_TEXT.cancelFailedText),
      });
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{HANDOVER_TEXT.cancelTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {as === 'borrower'
              ? HANDOVER_TEXT.cancelBorrower(paidInAll(rental))
              : HANDOVER_TEXT.cancelOwner(rental.borrower.name, paidInAll(rental))}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{HANDOVER_TEXT.keep}</AlertDialogCancel>
          <AlertDialogAction
            disabled={cancel.isPending}
            onClick={(e) => {
              e.preventDefault();
              void run();
            }}
          >
            {cancel.isPending ? HANDOVER_TEXT.cancelling : HANDOVER_TEXT.cancel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

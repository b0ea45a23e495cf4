/**
 * My Books → Borrowed (spec 001 §2.11, §4.1, §4.3, §4.4): the member's open loans with title, author,
 * lender, the due label (due text in the loan status style, or Pending Owner Confirmation) and the fee per
 * day. An active loan offers Request Return (the Return dialog), Extend (the Extension dialog; while a
 * request waits for the owner it says so instead) and, when overdue, Pay Late Fee (the Late Fee dialog).
 * Once a return is requested these give way to a waiting message, or to Pay Excess Charges while the
 * deposit does not cover the late fee, and Show Return Code (docs/decisions/0036-return-code-and-reliability.md).
 * Until the owner confirms the pickup, the card also offers Show Pickup Code and Cancel Rental
 * (docs/decisions/0032-trust-at-hand-over.md).
 */
import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { RentalDetails } from '@/contract/rentals';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { RentalPhotos } from '@/client/features/claims';
import { CancelRentalDialog, HANDOVER_TEXT, PickupCodeDialog } from '@/client/features/handover';
import { formatRupees } from '@/client/lib/format';
import { useBorrowedRentals } from '../api/rental-lists';
import { DueLabel } from './due-label';
import { ExtensionDialog } from './extension-dialog';
import { FeeDialog, feeDue } from './fee-dialog';
import { RentalList } from './rental-list';
import { ReturnDialog } from './return-dialog';

type BorrowedDialog = 'return' | 'extend' | 'late_fee' | 'excess' | 'pickup_code' | 'return_code' | 'cancel';

interface BorrowedActionsProps {
  rental: RentalDetails;
  open: (dialog: BorrowedDialog) => void;
}

function BorrowedActions({ rental, open }: BorrowedActionsProps) {
  if (rental.status !== 'active') {
    if (feeDue(rental, 'excess') > 0) {
      return (
        <div className="grid justify-items-start gap-1.5 pt-1">
          <p className="text-destructive text-xs font-medium">
            Payment needed: excess charges of {formatRupees(rental.excessAmount)}
          </p>
          <Button type="button" size="sm" onClick={() => open('excess')}>
            Pay Excess Charges
          </Button>
        </div>
      );
    }
    return (
      <div className="grid justify-items-start gap-1.5 pt-1">
        <p className="text-muted-foreground text-xs">Waiting for the owner to confirm the return.</p>
        <Button type="button" size="sm" onClick={() => open('return_code')}>
          {HANDOVER_TEXT.showReturnCode}
        </Button>
        <RentalPhotos rentalId={rental.id} stage="return" canAdd />
      </div>
    );
  }
  const awaitingPickup = rental.pickedUpAt === null;
  return (
    <div className="grid gap-1.5 pt-1">
      {awaitingPickup && (
        <div className="grid gap-1.5 rounded-md border border-dashed p-2">
          <p className="text-xs">{HANDOVER_TEXT.awaitingBorrower}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => open('pickup_code')}>
              {HANDOVER_TEXT.showCode}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => open('cancel')}>
              {HANDOVER_TEXT.cancel}
            </Button>
          </div>
          <RentalPhotos rentalId={rental.id} stage="pickup" canAdd />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <OnlineButton
          type="button"
          size="sm"
          variant={awaitingPickup ? 'outline' : 'default'}
          onClick={() => open('return')}
        >
          Request Return
        </OnlineButton>
        {rental.pendingExtensionRequestId === null && (
          <OnlineButton type="button" size="sm" variant="outline" onClick={() => open('extend')}>
            Extend
          </OnlineButton>
        )}
        {feeDue(rental, 'late_fee') > 0 && (
          <Button type="button" size="sm" variant="outline" onClick={() => open('late_fee')}>
            Pay Late Fee
          </Button>
        )}
      </div>
      {rental.pendingExtensionRequestId !== null && (
        <p className="text-muted-foreground text-xs">Extension requested: waiting for the owner.</p>
      )}
    </div>
  );
}

export function BorrowedTab() {
  const [dialog, setDialog] = useState<{ kind: BorrowedDialog; rental: RentalDetails } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const dialogProps = (kind: BorrowedDialog) => ({
    rental: dialog?.kind === kind ? dialog.rental : null,
    open: isOpen && dialog?.kind === kind,
    onOpenChange: setOpen,
  });

  return (
    <>
      <RentalList
        query={useBorrowedRentals()}
        loadingLabel="Loading the books you borrowed"
        errorText="Could not load the books you borrowed."
        empty={
          <>
            <BookOpen aria-hidden className="text-muted-foreground size-10" />
            <p className="font-semibold">No borrowed books</p>
            <p className="text-muted-foreground text-sm">
              Borrow a book from your neighbours to start reading.
            </p>
            <Button asChild>
              <Link to="/browse">Browse Books</Link>
            </Button>
          </>
        }
      >
        {(rental) => (
          <>
            <p className="line-clamp-1 text-xs">Lender: {rental.lender.name}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <DueLabel rental={rental} />
              <p className="text-sm font-semibold">{formatRupees(rental.dailyFee)}/day</p>
            </div>
            <BorrowedActions
              rental={rental}
              open={(kind) => {
                setDialog({ kind, rental });
                setOpen(true);
              }}
            />
          </>
        )}
      </RentalList>
      <ReturnDialog mode="request" {...dialogProps('return')} />
      <ExtensionDialog {...dialogProps('extend')} />
      <FeeDialog kind="late_fee" {...dialogProps('late_fee')} />
      <FeeDialog kind="excess" {...dialogProps('excess')} />
      <PickupCodeDialog {...dialogProps('pickup_code')} />
      <PickupCodeDialog stage="return" {...dialogProps('return_code')} />
      <CancelRentalDialog as="borrower" {...dialogProps('cancel')} />
    </>
  );
}

/**
 * My Books → Borrowed (spec 001 §2.11, §4.1, §4.3, §4.4): the member's open loans with title, author,
 * lender, the due label (due text in the loan status style, or Pending Owner Confirmation) and the fee per
 * day. An active loan offers Request Return (the Return dialog), Extend (the Extension dialog; while a
 * request waits for the owner it says so instead) and, when overdue, Pay Late Fee (the Late Fee dialog).
 * Once a return is requested these give way to a waiting message, or to Pay Excess Charges while the
 * deposit does not cover the late fee, and Show Return Code (docs/decisions/0036-return-code-and-reliability.md).
 * Until the owner confirms the pickup, the card also offers Show Pickup Code and Cancel Rental
 * (docs/decisions/0032-trust-at-hand-over.md). Texts from the `rentals` catalogue (ADR 0042).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import type { RentalDetails } from '@/contract/rentals';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { RentalPhotos } from '@/client/features/claims';
import { CancelRentalDialog, HandoverTimePanel, PickupCodeDialog } from '@/client/features/handover';
import { formatRupees } from '@/client/lib/format';
import { EmptyStateContent } from '@/client/components/empty-state';
import { useBorrowedRentals } from '../api/rental-lists';
import { DueLabel } from './due-label';
import { RentalMessageLink } from '@/client/features/conversations';
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
  const { t } = useTranslation(['rentals', 'handover']);
  if (rental.status !== 'active') {
    if (feeDue(rental, 'excess') > 0) {
      return (
        <div className="grid justify-items-start gap-1.5 pt-1">
          <p className="text-destructive text-xs font-medium">
            {t('borrowed.excessNeeded', { amount: formatRupees(rental.excessAmount) })}
          </p>
          <Button type="button" size="sm" onClick={() => open('excess')}>
            {t('borrowed.payExcess')}
          </Button>
        </div>
      );
    }
    return (
      <div className="grid justify-items-start gap-1.5 pt-1">
        <p className="text-muted-foreground text-xs">{t('borrowed.waitingOwner')}</p>
        <Button type="button" size="sm" onClick={() => open('return_code')}>
          {t('handover:showReturnCode')}
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
          <p className="text-xs">{t('handover:awaitingBorrower')}</p>
          <HandoverTimePanel rentalId={rental.id} role="borrower" />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => open('pickup_code')}>
              {t('handover:showCode')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => open('cancel')}>
              {t('handover:cancel')}
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
          {t('borrowed.requestReturn')}
        </OnlineButton>
        {rental.pendingExtensionRequestId === null && (
          <OnlineButton type="button" size="sm" variant="outline" onClick={() => open('extend')}>
            {t('borrowed.extend')}
          </OnlineButton>
        )}
        {feeDue(rental, 'late_fee') > 0 && (
          <Button type="button" size="sm" variant="outline" onClick={() => open('late_fee')}>
            {t('borrowed.payLateFee')}
          </Button>
        )}
      </div>
      {rental.pendingExtensionRequestId !== null && (
        <p className="text-muted-foreground text-xs">{t('borrowed.extensionPending')}</p>
      )}
    </div>
  );
}

export function BorrowedTab() {
  const { t } = useTranslation('rentals');
  const [dialog, setDialog] = useState<{ kind: BorrowedDialog; rental: RentalDetails } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const dialogProps = (kind: BorrowedDialog) => ({
    rental: dialog?.kind === kind ? dialog.rental : null,
    open: isOpen && dialog?.kind === kind,
    onOpenChange: setOpen,
  });
  // the props of each dialog, outside the JSX (its string arguments are not text)
  const dialogs = {
    return: dialogProps('return'),
    extend: dialogProps('extend'),
    lateFee: dialogProps('late_fee'),
    excess: dialogProps('excess'),
    pickupCode: dialogProps('pickup_code'),
    returnCode: dialogProps('return_code'),
    cancel: dialogProps('cancel'),
  };

  return (
    <>
      <RentalList
        query={useBorrowedRentals()}
        loadingLabel={t('borrowed.loading')}
        errorText={t('borrowed.error')}
        empty={
          <EmptyStateContent
            icon={BookOpen}
            title={t('borrowed.emptyTitle')}
            text={t('borrowed.emptyText')}
            link={{ to: '/browse', label: t('common:browseBooks') }}
          />
        }
      >
        {(rental) => (
          <>
            <p className="line-clamp-1 text-xs">{t('borrowed.lender', { name: rental.lender.name })}</p>
            <RentalMessageLink
              bookId={rental.book.id}
              otherId={rental.lenderId}
              otherName={rental.lender.name}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <DueLabel rental={rental} />
              <p className="text-sm font-semibold">
                {t('borrowed.perDay', { amount: formatRupees(rental.dailyFee) })}
              </p>
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
      <ReturnDialog mode="request" {...dialogs.return} />
      <ExtensionDialog {...dialogs.extend} />
      <FeeDialog kind="late_fee" {...dialogs.lateFee} />
      <FeeDialog kind="excess" {...dialogs.excess} />
      <PickupCodeDialog {...dialogs.pickupCode} />
      <PickupCodeDialog stage="return" {...dialogs.returnCode} />
      <CancelRentalDialog as="borrower" {...dialogs.cancel} />
    </>
  );
}

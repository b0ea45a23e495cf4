/**
 * My Books → Lent Out (spec 001 §2.11): the member's books out on loan with the borrower, the due label,
 * the earning (lenderAmount), Send Reminder (at most one per rental per 24 hours, server-enforced),
 * Details (the book's page) and, once the borrower has asked to return, Confirm Return (the Return dialog
 * in owner mode). While the book waits to be collected: Confirm Pickup (the borrower's code, typed or
 * scanned) and, 48 hours after the borrow, Cancel Rental (docs/decisions/0032-trust-at-hand-over.md). Each
 * card shows the borrower's reliability chip (docs/decisions/0036-return-code-and-reliability.md). Texts from
 * the `rentals` and `handover` catalogues (ADR 0042).
 */
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import type { RentalDetails } from '@/contract/rentals';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { RentalPhotos } from '@/client/features/claims';
import {
  CancelRentalDialog,
  ConfirmPickupDialog,
  HandoverTimePanel,
  ReliabilityChip,
} from '@/client/features/handover';
import { ownerMayCancelFrom } from '@/domain/handover';
import { formatDate, formatRupees } from '@/client/lib/format';
import { EmptyStateContent } from '@/client/components/empty-state';
import { useLentRentals } from '../api/rental-lists';
import { useSendReminder } from '../api/send-reminder';
import { toastReminderFailed, toastReminderSent } from '../lib/lifecycle-toasts';
import { DueLabel } from './due-label';
import { RentalMessageLink } from '@/client/features/conversations';
import { RentalList } from './rental-list';
import { useReturnDialog } from './use-return-dialog';

function ReminderButton({ rental }: { rental: RentalDetails }) {
  const { t } = useTranslation('rentals');
  const reminder = useSendReminder();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={reminder.isPending}
      onClick={() =>
        reminder.mutate(rental.id, { onSuccess: toastReminderSent, onError: toastReminderFailed })
      }
    >
      {reminder.isPending ? t('common:sending') : t('lent.sendReminder')}
    </Button>
  );
}

type HandoverDialog = 'pickup' | 'cancel';

/** Waiting for pickup: Confirm Pickup, and Cancel Rental from 48 hours after the borrow. */
function PickupActions({ rental, open }: { rental: RentalDetails; open: (d: HandoverDialog) => void }) {
  const { t } = useTranslation('handover');
  const from = ownerMayCancelFrom(new Date(rental.startDate));
  const [now] = useState(() => Date.now());
  const mayCancel = now >= from.getTime();
  return (
    <div className="grid gap-1.5 rounded-md border border-dashed p-2">
      <p className="text-xs font-medium">{t('awaitingOwner')}</p>
      <HandoverTimePanel rentalId={rental.id} role="owner" />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => open('pickup')}>
          {t('confirmPickup')}
        </Button>
        {mayCancel && (
          <Button type="button" size="sm" variant="outline" onClick={() => open('cancel')}>
            {t('cancel')}
          </Button>
        )}
      </div>
      {!mayCancel && (
        <p className="text-muted-foreground text-xs">
          {t('ownerMayCancelFrom', { when: formatDate(from, 'dateTime') })}
        </p>
      )}
    </div>
  );
}

export function LentOutTab() {
  const { t } = useTranslation('rentals');
  const returns = useReturnDialog('confirm');
  const [handover, setHandover] = useState<{ kind: HandoverDialog; rental: RentalDetails } | null>(null);
  const [handoverOpen, setHandoverOpen] = useState(false);
  const handoverProps = (kind: HandoverDialog) => ({
    rental: handover?.kind === kind ? handover.rental : null,
    open: handoverOpen && handover?.kind === kind,
    onOpenChange: setHandoverOpen,
  });
  const pickupProps = handoverProps('pickup');
  const cancelProps = handoverProps('cancel');
  return (
    <>
      <RentalList
        query={useLentRentals()}
        loadingLabel={t('lent.loading')}
        errorText={t('lent.error')}
        empty={
          <EmptyStateContent
            icon={HandCoins}
            title={t('lent.emptyTitle')}
            text={t('lent.emptyText')}
            link={{ to: '/my-books?tab=library', label: t('lent.goToLibrary') }}
          />
        }
      >
        {(rental) => (
          <>
            <p className="line-clamp-1 text-xs">{t('lent.borrower', { name: rental.borrower.name })}</p>
            <RentalMessageLink
              bookId={rental.book.id}
              otherId={rental.borrowerId}
              otherName={rental.borrower.name}
            />
            <ReliabilityChip userId={rental.borrowerId} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <DueLabel rental={rental} />
              <p className="text-sm">
                <Trans
                  t={t}
                  i18nKey="lent.earning"
                  values={{ amount: formatRupees(rental.lenderAmount) }}
                  components={[<span key="amount" className="font-semibold" />]}
                />
              </p>
            </div>
            {rental.status === 'active' && rental.pickedUpAt === null && (
              <>
                <PickupActions
                  rental={rental}
                  open={(kind) => {
                    setHandover({ kind, rental });
                    setHandoverOpen(true);
                  }}
                />
                <RentalPhotos rentalId={rental.id} stage="pickup" canAdd />
              </>
            )}
            <div className="flex flex-wrap gap-2 pt-1">
              {rental.status === 'return_requested' ? (
                <OnlineButton type="button" size="sm" onClick={() => returns.open(rental)}>
                  {t('lent.confirmReturn')}
                </OnlineButton>
              ) : (
                <ReminderButton rental={rental} />
              )}
              <Button asChild size="sm" variant="ghost">
                <Link to={`/book/${rental.book.id}`}>{t('lent.details')}</Link>
              </Button>
            </div>
          </>
        )}
      </RentalList>
      {returns.dialog}
      <ConfirmPickupDialog {...pickupProps} />
      <CancelRentalDialog as="owner" {...cancelProps} />
    </>
  );
}

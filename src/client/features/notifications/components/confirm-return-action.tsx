/**
 * Confirm on a return_request notification (spec 002 §2.2 "The owner can confirm a return_request"): opens
 * the Return dialog in owner mode (late fee, optional notes) for the rental, found among the owner's Lent Out
 * rentals. Shown only while that rental still waits for confirmation. Failure toast 'Failed to confirm
 * return' (spec 002 §8).
 */
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OnlineButton } from '@/client/components/online-button';
import { useReturnDialog } from '@/client/features/rentals';
import { useLentRentals } from '@/client/features/rentals/api/rental-lists';

export function ConfirmReturnAction({ rentalId }: { rentalId: number }) {
  const { t } = useTranslation('notifications');
  const lent = useLentRentals();
  const returns = useReturnDialog('confirm', t('confirmReturn.failed'));
  const rental = lent.data?.find((r) => r.id === rentalId && r.status === 'return_requested');
  if (!rental) return null;
  return (
    <>
      <OnlineButton size="sm" onClick={() => returns.open(rental)}>
        <CheckCheck aria-hidden /> {t('confirmReturn.action')}
      </OnlineButton>
      {returns.dialog}
    </>
  );
}

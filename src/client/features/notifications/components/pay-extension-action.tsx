/**
 * Pay Now on an extension_approved notification (spec 002 §2.2; 001 §4.3): pays the approved request's
 * totalAmount through the provider checkout (`useFeePayment`, purpose extension); on success the due date
 * moves and the toast gives the new one. The notification is marked read once paid.
 */
import { CreditCard, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useFeePayment } from '@/client/features/rentals';
import { formatRupees } from '@/client/lib/format';
import { useMarkNotificationRead } from '../api/mark-notification-read';

interface PayExtensionActionProps {
  notificationId: number;
  requestId: number;
  rentalId: number;
  /** rupees */
  amount: number;
  bookTitle: string;
}

export function PayExtensionAction({
  notificationId,
  requestId,
  rentalId,
  amount,
  bookTitle,
}: PayExtensionActionProps) {
  const { t } = useTranslation('notifications');
  const payment = useFeePayment();
  const markRead = useMarkNotificationRead();

  const onPay = async () => {
    const paid = await payment.pay({
      kind: 'extension',
      id: requestId,
      rentalId,
      amount,
      bookTitle,
      lenderName: '',
      description: t('extension.paymentDescription', { title: bookTitle }),
    });
    if (paid) markRead.mutate(notificationId);
  };

  return (
    <>
      <Button size="sm" disabled={payment.busy} onClick={() => void onPay()}>
        {payment.busy ? <Loader2 aria-hidden className="animate-spin" /> : <CreditCard aria-hidden />}
        {t('extension.payNow', { amount: formatRupees(amount) })}
      </Button>
      {payment.element}
    </>
  );
}

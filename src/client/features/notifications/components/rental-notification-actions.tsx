/**
 * The rental actions of a notification (spec 002 §2.2): return_request → Confirm Return; extension_request
 * → Approve / Decline; extension_approved → its payment state (Payment Already Done, Payment Pending or
 * Pay Now); book_available → Borrow Now (docs/decisions/0025-availability-alerts-hold-queue.md). Other
 * deposit_claim and deposit_claim_settled → View claim (docs/decisions/0035-deposit-claims-and-photos.md). Other
 * types have none.
 */
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/contract/notifications';
import { ViewClaimAction } from '@/client/features/claims';
import { rentalNotificationData } from '../lib/notification-data';
import { BookAvailableAction } from './book-available-action';
import { ConfirmReturnAction } from './confirm-return-action';
import { ExtensionPaymentState } from './extension-payment-state';
import { ExtensionRequestActions } from './extension-request-actions';
import { PayExtensionAction } from './pay-extension-action';

/** The notification types that may carry rental actions. */
export const RENTAL_ACTION_TYPES: ReadonlySet<string> = new Set([
  'return_request',
  'extension_request',
  'extension_approved',
  'book_available',
  'deposit_claim',
  'deposit_claim_settled',
]);

export function RentalNotificationActions({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const data = rentalNotificationData(notification.data);
  switch (notification.type) {
    case 'return_request':
      return data.rentalId ? <ConfirmReturnAction rentalId={data.rentalId} /> : null;
    case 'extension_request':
      return data.requestId ? <ExtensionRequestActions requestId={data.requestId} /> : null;
    case 'extension_approved':
      return (
        <ExtensionPaymentState
          paymentId={data.paymentId}
          isRead={notification.isRead}
          payAction={
            data.requestId && data.rentalId && data.totalAmount ? (
              <PayExtensionAction
                notificationId={notification.id}
                requestId={data.requestId}
                rentalId={data.rentalId}
                amount={data.totalAmount}
                bookTitle={data.bookTitle ?? t('item.yourBook')}
              />
            ) : null
          }
        />
      );
    case 'book_available':
      return <BookAvailableAction data={notification.data} />;
    case 'deposit_claim':
    case 'deposit_claim_settled':
      return <ViewClaimAction data={notification.data} />;
    default:
      return null;
  }
}

/**
 * The payment state of an extension_approved notification (spec 002 §2.2): 'Payment Already Done' when
 * the data has a paymentId, 'Payment Pending' when it is read without payment; otherwise the borrower is
 * offered the payment (`payAction`, when given).
 */
import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';

export const EXTENSION_PAYMENT_STATES = {
  done: 'Payment Already Done',
  pending: 'Payment Pending',
} as const;

export function ExtensionPaymentState({
  paymentId,
  isRead,
  payAction = null,
}: {
  paymentId: string | null | undefined;
  isRead: boolean;
  payAction?: ReactNode;
}) {
  if (paymentId)
    return <Badge className="status-available border-transparent">{EXTENSION_PAYMENT_STATES.done}</Badge>;
  if (isRead)
    return <Badge className="status-due-soon border-transparent">{EXTENSION_PAYMENT_STATES.pending}</Badge>;
  return <>{payAction}</>;
}

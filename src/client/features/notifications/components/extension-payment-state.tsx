/**
 * The payment state of an extension_approved notification (spec 002 §2.2): 'Payment Already Done' when
 * the data has a paymentId, 'Payment Pending' when it is read without payment; otherwise the borrower is
 * offered the payment (`payAction`, when given).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';

export function ExtensionPaymentState({
  paymentId,
  isRead,
  payAction = null,
}: {
  paymentId: string | null | undefined;
  isRead: boolean;
  payAction?: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  if (paymentId)
    return <Badge className="status-available border-transparent">{t('extension.paymentDone')}</Badge>;
  if (isRead)
    return <Badge className="status-due-soon border-transparent">{t('extension.paymentPending')}</Badge>;
  return <>{payAction}</>;
}

/**
 * Asks for an optional reason before an extension request is declined (spec 002 §2.2, §7 deny {reason}).
 * Cancelling aborts; the reason is trimmed, empty → null.
 */
import { useTranslation } from 'react-i18next';
import { ReasonDialog, type ReasonDialogProps } from '@/client/components/reason-dialog';

type DeclineExtensionDialogProps = Pick<
  ReasonDialogProps,
  'open' | 'onOpenChange' | 'pending' | 'onConfirm'
> & {
  bookTitle: string;
};

export function DeclineExtensionDialog({ bookTitle, ...props }: DeclineExtensionDialogProps) {
  const { t } = useTranslation('notifications');
  return (
    <ReasonDialog
      {...props}
      title={t('declineDialog.title')}
      description={t('declineDialog.description', { title: bookTitle })}
      reasonLabel={t('declineDialog.reason')}
      submitContent={props.pending ? t('declineDialog.busy') : t('declineDialog.submit')}
    />
  );
}

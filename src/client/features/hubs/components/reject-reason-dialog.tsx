/**
 * Asks for an optional rejection reason before a hub request is rejected (spec 002 §2.1, §2.2:
 * "Rejecting prompts for an optional reason, and cancelling the prompt aborts"). Used by the admin
 * panel and the notifications page.
 */
import { useTranslation } from 'react-i18next';
import { ReasonDialog, type ReasonDialogProps } from '@/client/components/reason-dialog';
import { Spinner } from '@/client/components/ui/spinner';

type RejectReasonDialogProps = Pick<ReasonDialogProps, 'open' | 'onOpenChange' | 'pending' | 'onConfirm'> & {
  /** The request's hub name, shown in the title. */
  hubName: string;
};

export function RejectReasonDialog({ hubName, ...props }: RejectReasonDialogProps) {
  const { t } = useTranslation('hubs');
  return (
    <ReasonDialog
      {...props}
      title={t('reject.title', { name: hubName })}
      description={t('reject.description')}
      reasonLabel={t('reject.reason')}
      submitContent={
        <>
          {props.pending && <Spinner aria-label={t('reject.rejecting')} />}
          {t('reject.reject')}
        </>
      }
    />
  );
}

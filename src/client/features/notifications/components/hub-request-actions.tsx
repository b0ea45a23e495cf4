/**
 * Approve / Reject on a society_request notification, for administrators (spec 002 §2.2, §8). Rejecting
 * asks for an optional reason; cancelling aborts. Toasts: 'Society Approved', 'Society Rejected',
 * 'Failed to respond to society request'.
 */
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { RejectReasonDialog } from '@/client/features/hubs';
import { useRespondHubRequest } from '../api/respond-hub-request';

export function HubRequestActions({ notificationId, hubName }: { notificationId: number; hubName: string }) {
  const { t } = useTranslation('notifications');
  const respond = useRespondHubRequest();
  const [rejectOpen, setRejectOpen] = useState(false);

  // mutateAsync, not mutate: the outcome is announced even if the list refresh re-renders this item away.
  async function decide(approved: boolean, reason: string | null = null) {
    try {
      await respond.mutateAsync({ notificationId, approved, reason });
    } catch {
      toast.error(t('society.failed'));
      return;
    }
    setRejectOpen(false);
    toast.success(approved ? t('society.approved') : t('society.rejected'), {
      description: approved
        ? t('society.approvedDescription', { hub: hubName })
        : t('society.rejectedDescription', { hub: hubName }),
    });
  }

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={respond.isPending}
        aria-label={t('society.approveLabel', { hub: hubName })}
        onClick={() => void decide(true)}
      >
        {respond.isPending && respond.variables?.approved ? (
          <Spinner aria-label={t('society.approving')} />
        ) : (
          <Check aria-hidden />
        )}
        {t('society.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={respond.isPending}
        aria-label={t('society.rejectLabel', { hub: hubName })}
        onClick={() => setRejectOpen(true)}
      >
        <X aria-hidden /> {t('society.reject')}
      </Button>
      <RejectReasonDialog
        open={rejectOpen}
        onOpenChange={setRejectOpen}
        hubName={hubName}
        pending={respond.isPending}
        onConfirm={(reason) => void decide(false, reason)}
      />
    </div>
  );
}

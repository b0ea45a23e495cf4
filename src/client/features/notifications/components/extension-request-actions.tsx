/**
 * Approve / Decline on an extension_request notification (spec 001 §4.3; 002 §2.2 "The owner can approve or
 * decline an extension_request"). Shown only while the request is still pending (the owner's Lent Out
 * rental carries it as `pendingExtensionRequestId`). Declining asks for an optional reason. Toasts
 * 'Extension approved' / 'Extension declined', failure 'Failed to respond to extension request' (spec 002 §8).
 */
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { useLentRentals } from '@/client/features/rentals/api/rental-lists';
import { useRespondExtension } from '@/client/features/rentals/api/respond-extension';
import { errorMessage } from '@/client/lib/api';
import { DeclineExtensionDialog } from './decline-extension-dialog';

export function ExtensionRequestActions({ requestId }: { requestId: number }) {
  const { t } = useTranslation('notifications');
  const lent = useLentRentals();
  const respond = useRespondExtension();
  const [declineOpen, setDeclineOpen] = useState(false);
  const rental = lent.data?.find((r) => r.pendingExtensionRequestId === requestId);
  if (!rental) return null;
  const bookTitle = rental.book.title;

  // mutateAsync: the outcome is announced even if the refresh removes these buttons.
  async function answer(approve: boolean, reason: string | null = null) {
    try {
      await respond.mutateAsync({ requestId, approve, reason });
    } catch (err) {
      const reasonText = errorMessage(err, '');
      toast.error(t('extension.failed'), reasonText ? { description: reasonText } : undefined);
      return;
    }
    setDeclineOpen(false);
    toast.success(approve ? t('extension.approved') : t('extension.declined'), {
      description: approve
        ? t('extension.approvedDescription', { title: bookTitle })
        : t('extension.declinedDescription', { title: bookTitle }),
    });
  }

  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={respond.isPending} onClick={() => void answer(true)}>
        <Check aria-hidden /> {t('extension.approve')}
      </Button>
      <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => setDeclineOpen(true)}>
        <X aria-hidden /> {t('extension.decline')}
      </Button>
      <DeclineExtensionDialog
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        bookTitle={bookTitle}
        pending={respond.isPending}
        onConfirm={(reason) => void answer(false, reason)}
      />
    </div>
  );
}

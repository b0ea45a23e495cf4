/**
 * One pending hub request in the admin panel (spec 002 §2.1, §3 "Hub request"): name, type, city, unit
 * count, description, requester and date, with Approve and Reject (Reject asks for an optional reason;
 * cancelling aborts). Toasts: 'Society Approved', 'Society Rejected',
 * 'Failed to process society request. Please try again.'
 */
import { useState } from 'react';
import { Check, MapPin, User, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { HubRequest } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { COUNT_LABELS, HubTypeBadge, RejectReasonDialog } from '@/client/features/hubs';
import { useReviewHubRequest } from '../api/review-hub-request';
import { formatDate } from '@/client/lib/format';

/** The card; it leaves the list once the pending requests refresh after a decision. */
export function HubRequestCard({ request }: { request: HubRequest }) {
  const { t } = useTranslation('admin');
  const review = useReviewHubRequest();
  const [rejectOpen, setRejectOpen] = useState(false);
  const deciding = review.isPending ? review.variables?.approved : undefined;

  // mutateAsync, not mutate: the card leaves the list once the pending requests refresh, and the
  // outcome must still be announced.
  async function decide(approved: boolean, reason: string | null = null) {
    try {
      await review.mutateAsync({ requestId: request.id, approved, reason });
    } catch {
      toast.error(t('hubRequests.reviewFailed'));
      return;
    }
    setRejectOpen(false);
    toast.success(approved ? t('hubRequests.approved') : t('hubRequests.rejected'), {
      description: approved
        ? t('hubRequests.approvedText', { name: request.name })
        : t('hubRequests.rejectedText', { name: request.name }),
    });
  }

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="leading-snug font-semibold">{request.name}</h2>
          <HubTypeBadge hubType={request.hubType} />
        </div>
        <p className="text-muted-foreground flex items-center gap-1 text-sm">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          {request.city}
          {request.address ? ` · ${request.address}` : ''}
        </p>
      </CardHeader>
      <CardContent className="grid gap-2 px-4 text-sm">
        <p>
          <span className="text-muted-foreground">{COUNT_LABELS[request.hubType]}: </span>
          <span className="font-medium">{request.apartmentCount}</span>
        </p>
        {request.description && <p className="text-muted-foreground">{request.description}</p>}
        <RequestedBy request={request} />
      </CardContent>
      <CardFooter className="justify-end gap-2 px-4">
        <Button
          variant="outline"
          size="sm"
          disabled={review.isPending}
          aria-label={t('hubRequests.rejectName', { name: request.name })}
          onClick={() => setRejectOpen(true)}
        >
          <X aria-hidden /> {t('hubRequests.reject')}
        </Button>
        <Button
          size="sm"
          disabled={review.isPending}
          aria-label={t('hubRequests.approveName', { name: request.name })}
          onClick={() => void decide(true)}
        >
          {deciding === true ? <Spinner aria-label={t('hubRequests.approving')} /> : <Check aria-hidden />}
          {t('hubRequests.approve')}
        </Button>
      </CardFooter>
      <RejectReasonDialog
        open={rejectOpen}
        onOpenChange={setRejectOpen}
        hubName={request.name}
        pending={review.isPending}
        onConfirm={(reason) => void decide(false, reason)}
      />
    </Card>
  );
}

/** Who asked for the hub (with their email when known; a former member once the account is gone) and when. */
function RequestedBy({ request }: { request: HubRequest }) {
  const { t } = useTranslation('admin');
  return (
    <p className="text-muted-foreground flex items-start gap-1.5 text-xs">
      <User aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        <Trans
          t={t}
          i18nKey={request.requesterEmail ? 'hubRequests.requestedByWithEmail' : 'hubRequests.requestedBy'}
          values={{
            name: request.requesterName ?? t('hubRequests.formerMember'),
            email: request.requesterEmail,
            date: formatDate(request.createdAt),
          }}
          components={[<time key="date" dateTime={request.createdAt} />]}
        />
      </span>
    </p>
  );
}

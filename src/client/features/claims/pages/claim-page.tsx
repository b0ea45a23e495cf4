/**
 * /deposit-claims/:id (docs/decisions/0035-deposit-claims-and-photos.md): a deposit claim for its two members
 * (reached from the `deposit_claim` notification): the details, and for the borrower of an open claim
 * Accept / Dispute. Loading, error (with Try again) and refusal states.
 */
import { useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/features/auth';
import { errorMessage } from '@/client/lib/api';
import { formatRupees } from '@/client/lib/format';
import { useClaim } from '../api/claims';
import { ClaimAnswer } from '../components/claim-answer';
import { ClaimDetails } from '../components/claim-details';
import { CLAIMS_TEXT } from '../text';

const T = CLAIMS_TEXT.claim;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

export default function ClaimPage() {
  const { id } = useParams();
  const claim = useClaim(Number(id));
  const user = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-xl gap-4 pb-24">
      <h1 className="text-2xl font-semibold tracking-tight">{T.title}</h1>
      {claim.isPending ? (
        <div aria-label={T.loading} className="grid gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : claim.isError ? (
        <div className="grid gap-2">
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(claim.error, T.loadFailed)}
          </p>
          <Button variant="outline" className="w-fit" onClick={() => void claim.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{claim.data.bookTitle}</CardTitle>
            <CardDescription>
              {T.claimed(claim.data.ownerName, formatRupees(claim.data.amount), claim.data.bookTitle)}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ClaimDetails claim={claim.data} />
            {claim.data.status === 'open' && user.id === claim.data.borrowerId ? (
              <>
                <p className="text-muted-foreground text-sm">{T.respondBy(when(claim.data.respondBy))}</p>
                <ClaimAnswer claim={claim.data} />
              </>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/**
 * /deposit-claims/:id (docs/decisions/0035-deposit-claims-and-photos.md): a deposit claim for its two members
 * (reached from the `deposit_claim` notification): the details, and for the borrower of an open claim
 * Accept / Dispute. Loading, error (with Try again) and refusal states. Texts from the `claims` catalogue;
 * the answer-by time through `formatDate` (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/features/auth';
import { errorMessage } from '@/client/lib/api';
import { CLAIM_RESPONSE_HOURS } from '@/domain/claims';
import { formatDate, formatRupees } from '@/client/lib/format';
import { useClaim } from '../api/claims';
import { ClaimAnswer } from '../components/claim-answer';
import { ClaimDetails } from '../components/claim-details';

export default function ClaimPage() {
  const { t } = useTranslation('claims');
  const { id } = useParams();
  const claim = useClaim(Number(id));
  const user = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-xl gap-4 pb-24">
      <h1 className="text-2xl font-semibold tracking-tight">{t('claim.title')}</h1>
      {claim.isPending ? (
        <div aria-label={t('claim.loading')} className="grid gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : claim.isError ? (
        <div className="grid gap-2">
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(claim.error, t('claim.loadFailed'))}
          </p>
          <Button variant="outline" className="w-fit" onClick={() => void claim.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{claim.data.bookTitle}</CardTitle>
            <CardDescription>
              {t('claim.claimed', {
                owner: claim.data.ownerName,
                amount: formatRupees(claim.data.amount),
                book: claim.data.bookTitle,
              })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ClaimDetails claim={claim.data} />
            {claim.data.status === 'open' && user.id === claim.data.borrowerId ? (
              <>
                <p className="text-muted-foreground text-sm">
                  {t('claim.respondBy', {
                    when: formatDate(claim.data.respondBy, 'dateTime'),
                    hours: CLAIM_RESPONSE_HOURS,
                  })}
                </p>
                <ClaimAnswer claim={claim.data} />
              </>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

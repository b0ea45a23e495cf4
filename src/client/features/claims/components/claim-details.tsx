/**
 * One deposit claim as both members and administrators read it (docs/decisions/0035-deposit-claims-and-photos.md):
 * the amount, the owner's reason, both sides' pickup and return photos, the borrower's reply, and the outcome.
 */
import type { DepositClaim } from '@/contract/claims';
import { formatRupees } from '@/client/lib/format';
import { CLAIMS_TEXT } from '../text';
import { PhotoThumbs } from './rental-photos';

const T = CLAIMS_TEXT;

export function ClaimDetails({ claim }: { claim: DepositClaim }) {
  const photos = (stage: 'pickup' | 'return') => claim.photos.filter((p) => p.stage === stage);
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <span className="bg-muted rounded-full px-2 py-0.5 text-xs font-medium">
          {T.claim.status[claim.status]}
        </span>
      </p>
      <p>{T.admin.claimed(formatRupees(claim.amount), formatRupees(claim.remainingDeposit))}</p>
      <div>
        <p className="font-medium">{T.claim.reason}</p>
        <p className="whitespace-pre-wrap">{claim.reason}</p>
      </div>
      <div className="grid gap-1">
        <p className="font-medium">{T.photos.pickupTitle}</p>
        <PhotoThumbs photos={photos('pickup')} />
      </div>
      <div className="grid gap-1">
        <p className="font-medium">{T.photos.returnTitle}</p>
        <PhotoThumbs photos={photos('return')} />
      </div>
      {claim.borrowerReply ? (
        <div>
          <p className="font-medium">{T.claim.borrowerReply}</p>
          <p className="whitespace-pre-wrap">{claim.borrowerReply}</p>
        </div>
      ) : null}
      {claim.settledAmount !== null ? (
        <p role="status" className="font-medium">
          {T.claim.outcome(
            formatRupees(claim.settledAmount),
            formatRupees(claim.remainingDeposit - claim.settledAmount),
          )}
        </p>
      ) : null}
      {claim.decisionNote ? (
        <div>
          <p className="font-medium">{T.claim.note}</p>
          <p className="whitespace-pre-wrap">{claim.decisionNote}</p>
        </div>
      ) : null}
    </div>
  );
}

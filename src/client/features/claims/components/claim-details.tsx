/**
 * One deposit claim as both members and administrators read it (docs/decisions/0035-deposit-claims-and-photos.md):
 * the amount, the owner's reason, both sides' pickup and return photos, the borrower's reply, and the outcome.
 * Texts from the `claims` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import type { DepositClaim } from '@/contract/claims';
import { settleClaim } from '@/domain/claims';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import { formatRupees } from '@/client/lib/format';
import { PhotoThumbs } from './rental-photos';

/** What a settled claim gave back to the borrower, rupees: the domain's `settleClaim` split (ADR 0035). */
const refundedRupees = (remaining: number, settled: number) =>
  paiseToRupees(settleClaim(rupeesToPaise(remaining), rupeesToPaise(settled)).borrowerPaise);

export function ClaimDetails({ claim }: { claim: DepositClaim }) {
  const { t } = useTranslation('claims');
  const photos = (stage: 'pickup' | 'return') => claim.photos.filter((p) => p.stage === stage);
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <span className="bg-muted rounded-full px-2 py-0.5 text-xs font-medium">
          {t(`claim.status.${claim.status}`)}
        </span>
      </p>
      <p>
        {t('admin.claimed', {
          amount: formatRupees(claim.amount),
          left: formatRupees(claim.remainingDeposit),
        })}
      </p>
      <div>
        <p className="font-medium">{t('claim.reason')}</p>
        <p className="whitespace-pre-wrap">{claim.reason}</p>
      </div>
      <div className="grid gap-1">
        <p className="font-medium">{t('photos.pickupTitle')}</p>
        <PhotoThumbs photos={photos('pickup')} />
      </div>
      <div className="grid gap-1">
        <p className="font-medium">{t('photos.returnTitle')}</p>
        <PhotoThumbs photos={photos('return')} />
      </div>
      {claim.borrowerReply ? (
        <div>
          <p className="font-medium">{t('claim.borrowerReply')}</p>
          <p className="whitespace-pre-wrap">{claim.borrowerReply}</p>
        </div>
      ) : null}
      {claim.settledAmount !== null ? (
        <p role="status" className="font-medium">
          {t('claim.outcome', {
            owner: formatRupees(claim.settledAmount),
            refunded: formatRupees(refundedRupees(claim.remainingDeposit, claim.settledAmount)),
          })}
        </p>
      ) : null}
      {claim.decisionNote ? (
        <div>
          <p className="font-medium">{t('claim.note')}</p>
          <p className="whitespace-pre-wrap">{claim.decisionNote}</p>
        </div>
      ) : null}
    </div>
  );
}

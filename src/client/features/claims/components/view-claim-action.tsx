/**
 * 'View claim' on a deposit_claim or deposit_claim_settled notification (ADR 0035): opens /deposit-claims/:id.
 * Text from the `claims` catalogue (ADR 0042).
 */
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** The claim id of a claim notification's `data` JSON, or undefined. */
export function claimIdOf(data: string | null): number | undefined {
  try {
    const id = (JSON.parse(data ?? 'null') as { claimId?: unknown } | null)?.claimId;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

export function ViewClaimAction({ data }: { data: string | null }) {
  const { t } = useTranslation('claims');
  const claimId = claimIdOf(data);
  if (claimId === undefined) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`/deposit-claims/${claimId}`}>
        <Scale aria-hidden />
        {t('claim.view')}
      </Link>
    </Button>
  );
}

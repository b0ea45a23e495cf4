/** 'View claim' on a deposit_claim or deposit_claim_settled notification (ADR 0035): opens /deposit-claims/:id. */
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { CLAIMS_TEXT } from '../text';

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
  const claimId = claimIdOf(data);
  if (claimId === undefined) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`/deposit-claims/${claimId}`}>
        <Scale aria-hidden />
        {CLAIMS_TEXT.claim.view}
      </Link>
    </Button>
  );
}

/**
 * The admin 'Disputes' tab (docs/decisions/0035-deposit-claims-and-photos.md): every disputed deposit claim
 * with both sides' photos, the owner's reason and the borrower's reply, and a decision form (₹0 to the
 * amount claimed, an optional note). Loading, empty and error states.
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { DepositClaim } from '@/contract/claims';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api';
import { formatRupees } from '@/client/lib/format';
import { useDecideClaim, useDisputedClaims } from '../api/claims';
import { CLAIMS_TEXT } from '../text';
import { ClaimDetails } from './claim-details';

const T = CLAIMS_TEXT.admin;

function DecideForm({ claim }: { claim: DepositClaim }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const decide = useDecideClaim();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const done = await decide.mutateAsync({
        claimId: claim.id,
        amountRupees: Number(amount),
        note: note.trim(),
      });
      toast.success(done.message);
    } catch (err) {
      toast.error(T.failed, { description: errorMessage(err, T.failed) });
    }
  };
  return (
    <form className="grid gap-2 border-t pt-3" onSubmit={(e) => void submit(e)}>
      <Label htmlFor={`${id}-amount`}>{T.amount(formatRupees(claim.amount))}</Label>
      <Input
        id={`${id}-amount`}
        type="number"
        inputMode="decimal"
        min={0}
        max={claim.amount}
        step="0.01"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Label htmlFor={`${id}-note`}>{T.note}</Label>
      <Textarea id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <Button type="submit" className="w-fit" disabled={decide.isPending}>
        {decide.isPending ? T.deciding : T.decide}
      </Button>
    </form>
  );
}

export function DisputesTab() {
  const claims = useDisputedClaims();
  return (
    <section className="grid gap-3" aria-label={T.heading}>
      <h2 className="text-lg font-semibold">{T.heading}</h2>
      {claims.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : claims.isError ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-destructive text-sm">
            {T.loadFailed}
          </p>
          <Button variant="outline" size="sm" onClick={() => void claims.refetch()}>
            {CLAIMS_TEXT.claim.retry}
          </Button>
        </div>
      ) : claims.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{T.empty}</p>
      ) : (
        claims.data.map((claim) => (
          <Card key={claim.id}>
            <CardHeader>
              <CardTitle className="text-base">{claim.bookTitle}</CardTitle>
              <CardDescription>{T.between(claim.ownerName, claim.borrowerName)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <ClaimDetails claim={claim} />
              <DecideForm claim={claim} />
            </CardContent>
          </Card>
        ))
      )}
    </section>
  );
}

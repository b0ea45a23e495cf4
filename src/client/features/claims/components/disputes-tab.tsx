/**
 * The admin 'Disputes' tab (docs/decisions/0035-deposit-claims-and-photos.md): every disputed deposit claim
 * with both sides' photos, the owner's reason and the borrower's reply, and a decision form (₹0 to the
 * amount claimed, an optional note). Loading, empty and error states. Texts from the `claims` catalogue
 * (ADR 0042).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ClaimDetails } from './claim-details';

function DecideForm({ claim }: { claim: DepositClaim }) {
  const { t } = useTranslation('claims');
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
      toast.error(t('admin.failed'), { description: errorMessage(err, t('admin.failed')) });
    }
  };
  return (
    <form className="grid gap-2 border-t pt-3" onSubmit={(e) => void submit(e)}>
      <Label htmlFor={`${id}-amount`}>{t('admin.amount', { max: formatRupees(claim.amount) })}</Label>
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
      <Label htmlFor={`${id}-note`}>{t('admin.note')}</Label>
      <Textarea id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <Button type="submit" className="w-fit" disabled={decide.isPending}>
        {decide.isPending ? t('admin.deciding') : t('admin.decide')}
      </Button>
    </form>
  );
}

export function DisputesTab() {
  const { t } = useTranslation('claims');
  const claims = useDisputedClaims();
  return (
    <section className="grid gap-3" aria-label={t('admin.heading')}>
      <h2 className="text-lg font-semibold">{t('admin.heading')}</h2>
      {claims.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : claims.isError ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-destructive text-sm">
            {t('admin.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void claims.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      ) : claims.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('admin.empty')}</p>
      ) : (
        claims.data.map((claim) => (
          <Card key={claim.id}>
            <CardHeader>
              <CardTitle className="text-base">{claim.bookTitle}</CardTitle>
              <CardDescription>
                {t('admin.between', { owner: claim.ownerName, borrower: claim.borrowerName })}
              </CardDescription>
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

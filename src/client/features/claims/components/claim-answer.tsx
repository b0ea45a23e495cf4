/**
 * The borrower's answer to an open deposit claim (docs/decisions/0035-deposit-claims-and-photos.md): Accept,
 * or Dispute with a reply of 10-500 characters that goes to the administrators. Refusals show the server's
 * reason in a toast (e.g. the 72 hours have passed). Texts from the `claims` catalogue (ADR 0042).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DepositClaim } from '@/contract/claims';
import { CLAIM_TEXT_MAX, CLAIM_TEXT_MIN } from '@/domain/claims';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api';
import { useAnswerClaim } from '../api/claims';

export function ClaimAnswer({ claim }: { claim: DepositClaim }) {
  const { t } = useTranslation('claims');
  const id = useId();
  const [disputing, setDisputing] = useState(false);
  const [reply, setReply] = useState('');
  const answer = useAnswerClaim(claim.id);

  const send = async (input: { accept: true } | { accept: false; reply: string }) => {
    try {
      const done = await answer.mutateAsync(input);
      toast.success(done.message);
    } catch (err) {
      toast.error(t('claim.failed'), { description: errorMessage(err, t('claim.failed')) });
    }
  };

  if (!disputing)
    return (
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => void send({ accept: true })}>
          {t('claim.accept')}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => setDisputing(true)}>
          {t('claim.dispute')}
        </Button>
      </div>
    );
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send({ accept: false, reply: reply.trim() });
      }}
    >
      <Label htmlFor={id}>{t('claim.reply')}</Label>
      <Textarea
        id={id}
        required
        minLength={CLAIM_TEXT_MIN}
        maxLength={CLAIM_TEXT_MAX}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('claim.disputeHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={answer.isPending}>
          {t('claim.sendDispute')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => setDisputing(false)}
        >
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}

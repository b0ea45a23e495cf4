/**
 * The borrower's answer to an open deposit claim (docs/decisions/0035-deposit-claims-and-photos.md): Accept,
 * or Dispute with a reply of 10-500 characters that goes to the administrators. Refusals show the server's
 * reason in a toast (e.g. the 72 hours have passed).
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { DepositClaim } from '@/contract/claims';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api';
import { useAnswerClaim } from '../api/claims';
import { CLAIMS_TEXT } from '../text';

const T = CLAIMS_TEXT.claim;

export function ClaimAnswer({ claim }: { claim: DepositClaim }) {
  const id = useId();
  const [disputing, setDisputing] = useState(false);
  const [reply, setReply] = useState('');
  const answer = useAnswerClaim(claim.id);

  const send = async (input: { accept: true } | { accept: false; reply: string }) => {
    try {
      const done = await answer.mutateAsync(input);
      toast.success(done.message);
    } catch (err) {
      toast.error(T.failed, { description: errorMessage(err, T.failed) });
    }
  };

  if (!disputing)
    return (
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => void send({ accept: true })}>
          {T.accept}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => setDisputing(true)}>
          {T.dispute}
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
      <Label htmlFor={id}>{T.reply}</Label>
      <Textarea
        id={id}
        required
        minLength={10}
        maxLength={500}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {T.disputeHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={answer.isPending}>
          {T.sendDispute}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => setDisputing(false)}
        >
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

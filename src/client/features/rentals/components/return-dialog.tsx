/**
 * The Return dialog (spec 001 §2.8, §4.1, §9). One dialog for both sides:
 * - `mode="request"` (borrower): optional notes (trimmed), the late fee computation (days late × daily
 *   fee, the server's figure in rupees), Request Return. When the server answers `requiresPayment`, the
 *   dialog becomes the Excess Charges dialog (§2.9): the excess the deposit does not cover and Pay.
 * - `mode="confirm"` (owner): the late fee assessed at the request, the borrower's return code (optional,
 *   typed or scanned; a wrong one is shown under the field, ADR 0036), optional notes, Confirm Return;
 *   refused while the borrower still owes excess charges. The owner may claim part of the deposit with
 *   return photos (`ClaimFields`, docs/decisions/0035-deposit-claims-and-photos.md).
 * Toasts per spec 001 §8 "Return"; the rental lists, books and notifications are refreshed on success.
 */
import { useEffect, useId, useState } from 'react';
import type { RentalDetails } from '@/contract/rentals';
import type { ReturnRequestResult } from '@/contract/rental-lifecycle';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { ClaimFields, claimOf, EMPTY_CLAIM, type ClaimDraft } from '@/client/features/claims';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { formatRupees } from '@/client/lib/format';
import { HANDOVER_MESSAGES } from '@/contract/handover';
import { CodeField, HANDOVER_TEXT } from '@/client/features/handover';
import { errorMessage } from '@/client/lib/api';
import { useConfirmReturn, useRequestReturn } from '../api/return-rental';
import { isCodeRefusal, returnCodeOf } from '../lib/return-code';
import { rentalFeeRequest } from './fee-dialog';
import { useFeePayment } from './use-fee-payment';
import { lateFeeText } from '../lib/late-fee-text';
import { toastReturnConfirmed, toastReturnFailed, toastReturnRequested } from '../lib/lifecycle-toasts';

export type ReturnDialogMode = 'request' | 'confirm';

export interface ReturnDialogProps {
  /** the rental to return; the dialog shows only with one */
  rental: RentalDetails | null;
  mode: ReturnDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the title of the failure toast (default 'Error', spec 001 §8) */
  failureTitle?: string;
}

const TEXT = {
  request: {
    title: 'Request Return',
    description: 'Tell the owner you are returning this book. They confirm once they have it.',
    submit: 'Request Return',
    busy: 'Sending…',
  },
  confirm: {
    title: 'Confirm Return',
    description: 'Confirm that you have the book back. This completes the rental.',
    submit: 'Confirm Return',
    busy: 'Confirming…',
  },
} as const;

export function ReturnDialog({ rental, mode, open, onOpenChange, failureTitle }: ReturnDialogProps) {
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [payment, setPayment] = useState<ReturnRequestResult | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [claim, setClaim] = useState<ClaimDraft>(EMPTY_CLAIM);
  const requestReturn = useRequestReturn();
  const confirmReturn = useConfirmReturn();
  const excessPayment = useFeePayment();
  const pending = requestReturn.isPending || confirmReturn.isPending || excessPayment.busy;

  useEffect(() => {
    if (open) {
      setNotes('');
      setPayment(null);
      setCode('');
      setCodeError(null);
      setClaim(EMPTY_CLAIM);
    }
  }, [open, rental?.id]);

  if (!rental) return null;
  const text = TEXT[mode];
  const lateFee = lateFeeText(rental);
  const owesExcess = mode === 'confirm' && rental.excessAmount > 0;

  // mutateAsync, not mutate: the outcome is announced even when the refreshed list unmounts the opener.
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { rentalId: rental.id, notes: notes.trim() };
    const confirming = mode === 'confirm';
    const returnCode = returnCodeOf(code);
    if (confirming && returnCode.error) return setCodeError(returnCode.error);
    setCodeError(null);
    let result: ReturnRequestResult | null = null;
    try {
      if (confirming)
        await confirmReturn.mutateAsync({ ...input, code: returnCode.code, claim: claimOf(claim) });
      else result = await requestReturn.mutateAsync({ ...input, lateFeeAmount: rental.lateFee });
    } catch (err) {
      if (confirming && returnCode.code && isCodeRefusal(err))
        return setCodeError(errorMessage(err, HANDOVER_MESSAGES.wrongCode));
      toastReturnFailed(err, confirming, failureTitle);
      return;
    }
    if (confirming) toastReturnConfirmed();
    else toastReturnRequested();
    if (result?.requiresPayment) setPayment(result);
    else onOpenChange(false);
  };

  const payExcess = async (excessAmount: number) => {
    const request = { ...rentalFeeRequest(rental, 'excess'), amount: excessAmount };
    if (await excessPayment.pay(request)) onOpenChange(false);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>
              {rental.book.title} by {rental.book.author}
            </DialogDescription>
          </DialogHeader>
          {payment ? (
            <div role="status" className="grid gap-2 rounded-lg border border-amber-300 p-3 text-sm">
              <p className="font-semibold">Excess Charges: payment needed</p>
              <p>
                The late fee of {formatRupees(payment.lateFee)} is more than your deposit. Please pay the
                excess charges of <strong>{formatRupees(payment.excessAmount)}</strong> so the owner can
                complete the return.
              </p>
            </div>
          ) : (
            <form id={`${notesId}-form`} className="grid gap-3" onSubmit={(e) => void submit(e)}>
              <p className="text-muted-foreground text-sm">{text.description}</p>
              <div className="bg-muted/50 grid gap-1 rounded-lg p-3 text-sm">
                <p className="font-medium">Late fee</p>
                {lateFee ? (
                  <>
                    <p>{lateFee}</p>
                    <p className="text-muted-foreground text-xs">
                      Taken from the {formatRupees(rental.securityDeposit)} deposit first; the rest of the
                      deposit is refunded.
                    </p>
                  </>
                ) : (
                  <p>No late fee: the book is on time.</p>
                )}
              </div>
              {owesExcess ? (
                <p role="alert" className="text-destructive text-sm">
                  The borrower must pay the excess charges of {formatRupees(rental.excessAmount)} before the
                  return can be confirmed.
                </p>
              ) : null}
              {mode === 'confirm' ? (
                <div className="grid gap-2">
                  <p className="text-muted-foreground text-sm">{HANDOVER_TEXT.returnCodeHint}</p>
                  <CodeField
                    label={HANDOVER_TEXT.returnCodeOptional}
                    value={code}
                    onChange={setCode}
                    error={codeError}
                    onScanned={setCode}
                  />
                </div>
              ) : null}
              {mode === 'confirm' && !owesExcess ? (
                <ClaimFields rental={rental} value={claim} onChange={setClaim} />
              ) : null}
              <div className="grid gap-1.5">
                <Label htmlFor={notesId}>Notes (optional)</Label>
                <Textarea
                  id={notesId}
                  value={notes}
                  maxLength={500}
                  onChange={(e) => setNotes(e.target.value)}
                  placeholder={
                    mode === 'confirm'
                      ? 'Condition of the book, anything to note'
                      : 'Anything the owner should know'
                  }
                />
              </div>
            </form>
          )}
          <DialogFooter>
            {payment ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => onOpenChange(false)}
                >
                  Later
                </Button>
                <OnlineButton
                  type="button"
                  disabled={pending}
                  onClick={() => void payExcess(payment.excessAmount)}
                >
                  Pay {formatRupees(payment.excessAmount)}
                </OnlineButton>
              </>
            ) : (
              <>
                <Button
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => onOpenChange(false)}
                >
                  Cancel
                </Button>
                <OnlineButton type="submit" form={`${notesId}-form`} disabled={pending || owesExcess}>
                  {pending ? text.busy : text.submit}
                </OnlineButton>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {excessPayment.element}
    </>
  );
}

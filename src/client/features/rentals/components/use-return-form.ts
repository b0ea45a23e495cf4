/**
 * The state and submit of the Return dialog (spec 001 §2.8, §4.1, §9): the notes, the owner's return
 * code (a wrong or malformed one is shown under the field, ADR 0036) and deposit claim
 * (docs/decisions/0035-deposit-claims-and-photos.md), and the excess charges the server asks the
 * borrower to pay (§2.9). Everything is cleared when the dialog opens. Toasts per spec 001 §8 "Return".
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import type { ReturnRequestResult } from '@/contract/returns';
import { claimOf, EMPTY_CLAIM, type ClaimDraft } from '@/client/features/claims';
import { errorMessage } from '@/client/lib/api';
import { useConfirmReturn, useRequestReturn } from '../api/return-rental';
import { isCodeRefusal, returnCodeOf } from '../lib/return-code';
import { toastReturnConfirmed, toastReturnFailed, toastReturnRequested } from '../lib/lifecycle-toasts';
import { rentalFeeRequest } from './fee-dialog';
import { useFeePayment } from './use-fee-payment';

export type ReturnDialogMode = 'request' | 'confirm';

export interface ReturnFormOptions {
  rental: RentalDetails | null;
  mode: ReturnDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the title of the failure toast (default 'Error', spec 001 §8) */
  failureTitle?: string;
}

/**
 * `submit` requests (borrower) or confirms (owner) the return and closes the dialog, unless the server
 * answers `requiresPayment`: then `payment` holds the late fee and excess (rupees) and `payExcess` pays it.
 * `pending` is true while any call runs.
 */
export function useReturnForm({ rental, mode, open, onOpenChange, failureTitle }: ReturnFormOptions) {
  const { t } = useTranslation(['rentals', 'handover']);
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

  // mutateAsync, not mutate: the outcome is announced even when the refreshed list unmounts the opener.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rental) return;
    const input = { rentalId: rental.id, notes: notes.trim() };
    const confirming = mode === 'confirm';
    const returnCode = returnCodeOf(code);
    if (confirming && returnCode.invalid) return setCodeError(t('handover:codeFormat'));
    setCodeError(null);
    let result: ReturnRequestResult | null = null;
    try {
      if (confirming)
        await confirmReturn.mutateAsync({ ...input, code: returnCode.code, claim: claimOf(claim) });
      else result = await requestReturn.mutateAsync({ ...input, lateFeeAmount: rental.lateFee });
    } catch (err) {
      if (confirming && returnCode.code && isCodeRefusal(err))
        return setCodeError(errorMessage(err, t('handover:wrongCode')));
      toastReturnFailed(err, confirming, failureTitle);
      return;
    }
    if (confirming) toastReturnConfirmed();
    else toastReturnRequested();
    if (result?.requiresPayment) setPayment(result);
    else onOpenChange(false);
  };

  const payExcess = async (excessAmount: number) => {
    if (!rental) return;
    const request = { ...rentalFeeRequest(rental, 'excess'), amount: excessAmount };
    if (await excessPayment.pay(request)) onOpenChange(false);
  };

  return {
    notes,
    setNotes,
    code,
    setCode,
    codeError,
    claim,
    setClaim,
    payment,
    pending,
    submit,
    payExcess,
    paymentElement: excessPayment.element,
  };
}

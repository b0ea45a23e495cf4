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
 * Texts from the `rentals` and `handover` catalogues (ADR 0042).
 */
import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { CodeField } from '@/client/features/handover';
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

export function ReturnDialog({ rental, mode, open, onOpenChange, failureTitle }: ReturnDialogProps) {
  const { t } = useTranslation(['rentals', 'handover']);
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
  const lateFee = lateFeeText(rental, t);
  const owesExcess = mode === 'confirm' && rental.excessAmount > 0;

  // mutateAsync, not mutate: the outcome is announced even when the refreshed list unmounts the opener.
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
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
    const request = { ...rentalFeeRequest(rental, 'excess'), amount: excessAmount };
    if (await excessPayment.pay(request)) onOpenChange(false);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t(`returnDialog.${mode}.title`)}</DialogTitle>
            <DialogDescription>
              {t('returnDialog.bookBy', { title: rental.book.title, author: rental.book.author })}
            </DialogDescription>
          </DialogHeader>
          {payment ? (
            <div role="status" className="grid gap-2 rounded-lg border border-amber-300 p-3 text-sm">
              <p className="font-semibold">{t('returnDialog.excessTitle')}</p>
              <p>
                <Trans
                  t={t}
                  i18nKey="returnDialog.excessText"
                  values={{
                    lateFee: formatRupees(payment.lateFee),
                    excess: formatRupees(payment.excessAmount),
                  }}
                  components={[<strong key="excess" />]}
                />
              </p>
            </div>
          ) : (
            <form id={`${notesId}-form`} className="grid gap-3" onSubmit={(e) => void submit(e)}>
              <p className="text-muted-foreground text-sm">{t(`returnDialog.${mode}.description`)}</p>
              <div className="bg-muted/50 grid gap-1 rounded-lg p-3 text-sm">
                <p className="font-medium">{t('returnDialog.lateFee')}</p>
                {lateFee ? (
                  <>
                    <p>{lateFee}</p>
                    <p className="text-muted-foreground text-xs">
                      {t('returnDialog.fromDeposit', { deposit: formatRupees(rental.securityDeposit) })}
                    </p>
                  </>
                ) : (
                  <p>{t('returnDialog.noLateFee')}</p>
                )}
              </div>
              {owesExcess ? (
                <p role="alert" className="text-destructive text-sm">
                  {t('returnDialog.owesExcess', { amount: formatRupees(rental.excessAmount) })}
                </p>
              ) : null}
              {mode === 'confirm' ? (
                <div className="grid gap-2">
                  <p className="text-muted-foreground text-sm">{t('handover:returnCodeHint')}</p>
                  <CodeField
                    label={t('handover:returnCodeOptional')}
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
                <Label htmlFor={notesId}>{t('returnDialog.notes')}</Label>
                <Textarea
                  id={notesId}
                  value={notes}
                  maxLength={500}
                  onChange={(e) => setNotes(e.target.value)}
                  placeholder={
                    mode === 'confirm' ? t('returnDialog.notesConfirm') : t('returnDialog.notesRequest')
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
                  {t('returnDialog.later')}
                </Button>
                <OnlineButton
                  type="button"
                  disabled={pending}
                  onClick={() => void payExcess(payment.excessAmount)}
                >
                  {t('returnDialog.pay', { amount: formatRupees(payment.excessAmount) })}
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
                  {t('common:cancel')}
                </Button>
                <OnlineButton type="submit" form={`${notesId}-form`} disabled={pending || owesExcess}>
                  {pending ? t(`returnDialog.${mode}.busy`) : t(`returnDialog.${mode}.submit`)}
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

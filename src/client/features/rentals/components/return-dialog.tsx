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
 * Texts from the `rentals` and `handover` catalogues (ADR 0042). State and submit in `useReturnForm`.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
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
import { ClaimFields } from '@/client/features/claims';
import { formatRupees } from '@/client/lib/format';
import { ExcessCharges, LateFeeBox, ReturnCodeInput, ReturnNotes } from './return-dialog-parts';
import { useReturnForm, type ReturnDialogMode } from './use-return-form';

export type { ReturnDialogMode } from './use-return-form';

export interface ReturnDialogProps {
  /** the rental to return; the dialog shows only with one */
  rental: RentalDetails | null;
  mode: ReturnDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the title of the failure toast (default 'Error', spec 001 §8) */
  failureTitle?: string;
}

/** The dialog for `rental`, or nothing without one; it cannot be closed while a call runs. */
export function ReturnDialog(props: ReturnDialogProps) {
  const { rental, mode, open, onOpenChange } = props;
  const { t } = useTranslation(['rentals', 'handover']);
  const notesId = useId();
  const state = useReturnForm(props);
  const { payment, pending } = state;

  if (!rental) return null;
  const owesExcess = mode === 'confirm' && rental.excessAmount > 0;
  const close = () => onOpenChange(false);

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
            <ExcessCharges payment={payment} />
          ) : (
            <form id={`${notesId}-form`} className="grid gap-3" onSubmit={(e) => void state.submit(e)}>
              <p className="text-muted-foreground text-sm">{t(`returnDialog.${mode}.description`)}</p>
              <LateFeeBox rental={rental} />
              {owesExcess ? (
                <p role="alert" className="text-destructive text-sm">
                  {t('returnDialog.owesExcess', { amount: formatRupees(rental.excessAmount) })}
                </p>
              ) : null}
              {mode === 'confirm' ? (
                <ReturnCodeInput value={state.code} error={state.codeError} onChange={state.setCode} />
              ) : null}
              {mode === 'confirm' && !owesExcess ? (
                <ClaimFields rental={rental} value={state.claim} onChange={state.setClaim} />
              ) : null}
              <ReturnNotes id={notesId} mode={mode} value={state.notes} onChange={state.setNotes} />
            </form>
          )}
          <DialogFooter>
            {payment ? (
              <>
                <Button type="button" variant="outline" disabled={pending} onClick={close}>
                  {t('returnDialog.later')}
                </Button>
                <OnlineButton
                  type="button"
                  disabled={pending}
                  onClick={() => void state.payExcess(payment.excessAmount)}
                >
                  {t('returnDialog.pay', { amount: formatRupees(payment.excessAmount) })}
                </OnlineButton>
              </>
            ) : (
              <>
                <Button type="button" variant="outline" disabled={pending} onClick={close}>
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
      {state.paymentElement}
    </>
  );
}

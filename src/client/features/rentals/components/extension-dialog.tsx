/**
 * The Extension dialog (spec 001 §2.6, §4.3, §5, §8), opened by Extend on My Books → Borrowed. Steps:
 * - calculate: extension days (default 7, whole 1-30; 'Extension must be at least 1 day' / 'Extension
 *   cannot exceed 30 days'); Calculate is disabled at 0 or less; a failure toasts 'Calculation Failed';
 * - confirm: the breakdown (daily fee, total extension fee, platform commission, owner earnings, what the
 *   borrower pays after approval), an optional reason, Send Request;
 * - sending: the request is on its way; an error toasts 'Request Failed' and returns to confirm;
 * - sent: the owner must approve; the borrower pays only then (from the notification centre).
 * Texts from the `rentals` catalogue (ADR 0042). State and calls in `useExtensionForm`.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { formatRupees } from '@/client/lib/format';
import { canCalculate } from '../lib/extension-days';
import { ExtensionBreakdown } from './extension-breakdown';
import { ExtensionDaysForm, ExtensionFooterButtons, ExtensionReason } from './extension-dialog-parts';
import { useExtensionForm } from './use-extension-form';

export interface ExtensionDialogProps {
  rental: RentalDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog for `rental`, or nothing without one; it cannot be closed while a call runs. */
export function ExtensionDialog({ rental, open, onOpenChange }: ExtensionDialogProps) {
  const { t } = useTranslation('rentals');
  const id = useId();
  const form = useExtensionForm(rental, open);
  const { step, cost, days } = form;

  if (!rental) return null;

  return (
    <Dialog open={open} onOpenChange={(next) => !form.busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('extension.title')}</DialogTitle>
          <DialogDescription>
            {t('extension.bookFrom', { title: rental.book.title, lender: rental.lender.name })}
          </DialogDescription>
        </DialogHeader>

        {step === 'calculate' && (
          <ExtensionDaysForm
            id={id}
            daysText={form.daysText}
            error={form.error}
            onDaysChange={form.changeDays}
            onSubmit={form.onCalculate}
          />
        )}

        {(step === 'confirm' || step === 'sending') && cost && (
          <div className="grid gap-3">
            <ExtensionBreakdown cost={cost} days={days} />
            <ExtensionReason
              id={`${id}-reason`}
              value={form.reason}
              disabled={step === 'sending'}
              onChange={form.setReason}
            />
          </div>
        )}

        {step === 'sent' && cost && (
          <div role="status" className="grid gap-1 rounded-lg border p-3 text-sm">
            <p className="font-semibold">{t('extension.sentTitle')}</p>
            <p>
              {t('extension.sentText', {
                lender: rental.lender.name,
                count: days,
                amount: formatRupees(cost.totalAmount),
              })}
            </p>
          </div>
        )}

        <DialogFooter>
          <ExtensionFooterButtons
            id={id}
            step={step}
            canCalculate={canCalculate(days)}
            calculating={form.calculating}
            onBack={() => form.setStep('calculate')}
            onSend={form.onSend}
            onDone={() => onOpenChange(false)}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

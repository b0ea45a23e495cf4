/**
 * The Extension dialog (spec 001 §2.6, §4.3, §5, §8), opened by Extend on My Books → Borrowed. Steps:
 * - calculate: extension days (default 7, whole 1-30; 'Extension must be at least 1 day' / 'Extension
 *   cannot exceed 30 days'); Calculate is disabled at 0 or less; a failure toasts 'Calculation Failed';
 * - confirm: the breakdown (daily fee, total extension fee, platform commission, owner earnings, what the
 *   borrower pays after approval), an optional reason, Send Request;
 * - sending: the request is on its way; an error toasts 'Request Failed' and returns to confirm;
 * - sent: the owner must approve; the borrower pays only then (from the notification centre).
 * Texts from the `rentals` catalogue (ADR 0042).
 */
import { useEffect, useId, useState } from 'react';
import { Loader2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import type { ExtensionCostResult } from '@/contract/rental-lifecycle';
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
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { formatRupees } from '@/client/lib/format';
import { useCalculateExtension, useRequestExtension } from '../api/extensions';
import {
  DEFAULT_EXTENSION_DAYS,
  canCalculate,
  extensionDaysError,
  parseExtensionDays,
} from '../lib/extension-days';
import {
  toastCalculationFailed,
  toastExtensionRequestFailed,
  toastExtensionRequested,
} from '../lib/lifecycle-toasts';
import { ExtensionBreakdown } from './extension-breakdown';

export type ExtensionStep = 'calculate' | 'confirm' | 'sending' | 'sent';

export interface ExtensionDialogProps {
  rental: RentalDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ExtensionDialog({ rental, open, onOpenChange }: ExtensionDialogProps) {
  const { t } = useTranslation('rentals');
  const id = useId();
  const [step, setStep] = useState<ExtensionStep>('calculate');
  const [daysText, setDaysText] = useState(String(DEFAULT_EXTENSION_DAYS));
  const [error, setError] = useState<string | null>(null);
  const [cost, setCost] = useState<ExtensionCostResult | null>(null);
  const [reason, setReason] = useState('');
  const calculate = useCalculateExtension();
  const request = useRequestExtension();

  useEffect(() => {
    if (!open) return;
    setStep('calculate');
    setDaysText(String(DEFAULT_EXTENSION_DAYS));
    setError(null);
    setCost(null);
    setReason('');
  }, [open, rental?.id]);

  if (!rental) return null;
  const days = parseExtensionDays(daysText);

  const onCalculate = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = extensionDaysError(days, t);
    setError(problem);
    if (problem) return;
    calculate.mutate(
      { rentalId: rental.id, extensionDays: days },
      {
        onSuccess: (result) => {
          setCost(result);
          setStep('confirm');
        },
        onError: toastCalculationFailed,
      },
    );
  };

  const onSend = () => {
    setStep('sending');
    request.mutate(
      { rentalId: rental.id, extensionDays: days, reason: reason.trim() || null },
      {
        onSuccess: () => {
          setStep('sent');
          toastExtensionRequested(rental.lender.name);
        },
        onError: (err) => {
          setStep('confirm');
          toastExtensionRequestFailed(err);
        },
      },
    );
  };

  const busy = step === 'sending' || calculate.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('extension.title')}</DialogTitle>
          <DialogDescription>
            {t('extension.bookFrom', { title: rental.book.title, lender: rental.lender.name })}
          </DialogDescription>
        </DialogHeader>

        {step === 'calculate' && (
          <form id={`${id}-form`} className="grid gap-3" onSubmit={onCalculate} noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-days`}>{t('extension.days')}</Label>
              <Input
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                value={daysText}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => {
                  setDaysText(e.target.value);
                  setError(null);
                }}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              )}
            </div>
            <p className="text-muted-foreground text-sm">{t('extension.ownerMustApprove')}</p>
          </form>
        )}

        {(step === 'confirm' || step === 'sending') && cost && (
          <div className="grid gap-3">
            <ExtensionBreakdown cost={cost} days={days} />
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-reason`}>{t('extension.reason')}</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={500}
                rows={2}
                disabled={step === 'sending'}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
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
          {step === 'calculate' && (
            <OnlineButton
              type="submit"
              form={`${id}-form`}
              disabled={!canCalculate(days) || calculate.isPending}
            >
              {calculate.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {calculate.isPending ? t('extension.calculating') : t('extension.calculate')}
            </OnlineButton>
          )}
          {(step === 'confirm' || step === 'sending') && (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={step === 'sending'}
                onClick={() => setStep('calculate')}
              >
                {t('extension.back')}
              </Button>
              <OnlineButton type="button" disabled={step === 'sending'} onClick={onSend}>
                {step === 'sending' ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
                {step === 'sending' ? t('common:sending') : t('extension.send')}
              </OnlineButton>
            </>
          )}
          {step === 'sent' && (
            <Button type="button" onClick={() => onOpenChange(false)}>
              {t('extension.done')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The state of the Extension dialog (spec 001 §2.6, §4.3, §8): the step (calculate → confirm → sending →
 * sent), the typed extension days and their message, the server's cost (rupees) and the optional reason.
 * Everything returns to the calculate step with 7 days when the dialog opens.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import type { ExtensionCostResult } from '@/contract/returns';
import { useCalculateExtension, useRequestExtension } from '../api/extensions';
import { DEFAULT_EXTENSION_DAYS, extensionDaysError, parseExtensionDays } from '../lib/extension-days';
import {
  toastCalculationFailed,
  toastExtensionRequestFailed,
  toastExtensionRequested,
} from '../lib/lifecycle-toasts';

export type ExtensionStep = 'calculate' | 'confirm' | 'sending' | 'sent';

/**
 * `onCalculate` checks the days ('Extension must be at least 1 day' / 'cannot exceed 30 days') and asks
 * the cost ('Calculation Failed' on error); `onSend` sends the request ('Request Failed' returns to
 * confirm). `busy` is true while either runs.
 */
export function useExtensionForm(rental: RentalDetails | null, open: boolean) {
  const { t } = useTranslation('rentals');
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

  const days = parseExtensionDays(daysText);

  const onCalculate = (event: FormEvent) => {
    event.preventDefault();
    if (!rental) return;
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
    if (!rental) return;
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

  const changeDays = (text: string) => {
    setDaysText(text);
    setError(null);
  };

  const busy = step === 'sending' || calculate.isPending;
  return {
    step,
    setStep,
    daysText,
    changeDays,
    days,
    error,
    cost,
    reason,
    setReason,
    calculating: calculate.isPending,
    busy,
    onCalculate,
    onSend,
  };
}

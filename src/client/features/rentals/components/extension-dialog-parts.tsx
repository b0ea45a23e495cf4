/**
 * Parts of the Extension dialog (spec 001 §2.6, §4.3): the days form of the calculate step, the reason
 * field of the confirm step, the notice of the sent step and the footer's buttons per step. Texts from
 * the `rentals` catalogue (ADR 0042).
 */
import type { FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OnlineButton } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '@/domain/rentals';
import { Textarea } from '@/client/components/ui/textarea';
import type { ExtensionStep } from './use-extension-form';

interface ExtensionDaysFormProps {
  /** the dialog's id prefix: the form is `${id}-form`, the input `${id}-days` */
  id: string;
  daysText: string;
  error: string | null;
  onDaysChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The extension days (1-30) with their message, and 'the owner must approve'. */
export function ExtensionDaysForm({ id, daysText, error, onDaysChange, onSubmit }: ExtensionDaysFormProps) {
  const { t } = useTranslation('rentals');
  return (
    <form id={`${id}-form`} className="grid gap-3" onSubmit={onSubmit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-days`}>{t('extension.days')}</Label>
        <Input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={MIN_EXTENSION_DAYS}
          max={MAX_EXTENSION_DAYS}
          value={daysText}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onDaysChange(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
      <p className="text-muted-foreground text-sm">{t('extension.ownerMustApprove')}</p>
    </form>
  );
}

interface ExtensionReasonProps {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (reason: string) => void;
}

/** The optional reason for the owner, up to 500 characters. */
export function ExtensionReason({ id, value, disabled, onChange }: ExtensionReasonProps) {
  const { t } = useTranslation('rentals');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('extension.reason')}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={500}
        rows={2}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

interface ExtensionFooterProps {
  /** the dialog's id prefix: Calculate submits `${id}-form` */
  id: string;
  step: ExtensionStep;
  canCalculate: boolean;
  calculating: boolean;
  onBack: () => void;
  onSend: () => void;
  onDone: () => void;
}

/** Calculate; Back and Send Request; Done: the buttons of the step. */
export function ExtensionFooterButtons(props: ExtensionFooterProps) {
  const { id, step, canCalculate, calculating, onBack, onSend, onDone } = props;
  const { t } = useTranslation('rentals');
  if (step === 'calculate')
    return (
      <OnlineButton type="submit" form={`${id}-form`} disabled={!canCalculate || calculating}>
        {calculating && <Loader2 aria-hidden className="animate-spin" />}
        {calculating ? t('extension.calculating') : t('extension.calculate')}
      </OnlineButton>
    );
  if (step === 'sent')
    return (
      <Button type="button" onClick={onDone}>
        {t('extension.done')}
      </Button>
    );
  return (
    <>
      <Button type="button" variant="outline" disabled={step === 'sending'} onClick={onBack}>
        {t('extension.back')}
      </Button>
      <OnlineButton type="button" disabled={step === 'sending'} onClick={onSend}>
        {step === 'sending' ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {step === 'sending' ? t('common:sending') : t('extension.send')}
      </OnlineButton>
    </>
  );
}

/**
 * Parts of the Return dialog (spec 001 §2.8, §2.9, §4.1): the Excess Charges notice, the late fee box,
 * the owner's return code and the notes field. Texts from the `rentals` and `handover` catalogues, money
 * through `formatRupees` (ADR 0042).
 */
import { Trans, useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import type { ReturnRequestResult } from '@/contract/returns';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { CodeField } from '@/client/features/handover';
import { formatRupees } from '@/client/lib/format';
import { lateFeeText } from '../lib/late-fee-text';
import type { ReturnDialogMode } from './use-return-form';

/** The excess the deposit does not cover (rupees), with the late fee it comes from (§2.9). */
export function ExcessCharges({ payment }: { payment: ReturnRequestResult }) {
  const { t } = useTranslation('rentals');
  return (
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
  );
}

/** The late fee (days late × daily fee) taken from the deposit, or 'No late fee'. */
export function LateFeeBox({ rental }: { rental: RentalDetails }) {
  const { t } = useTranslation('rentals');
  const lateFee = lateFeeText(rental, t);
  return (
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
  );
}

interface ReturnCodeInputProps {
  value: string;
  /** a malformed or wrong code's message (ADR 0036), or null */
  error: string | null;
  onChange: (code: string) => void;
}

/** The owner's optional return code, typed or scanned, with its hint (`handover` catalogue). */
export function ReturnCodeInput({ value, error, onChange }: ReturnCodeInputProps) {
  const { t } = useTranslation('handover');
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-sm">{t('handover:returnCodeHint')}</p>
      <CodeField
        label={t('handover:returnCodeOptional')}
        value={value}
        onChange={onChange}
        error={error}
        onScanned={onChange}
      />
    </div>
  );
}

interface ReturnNotesProps {
  id: string;
  mode: ReturnDialogMode;
  value: string;
  onChange: (notes: string) => void;
}

/** The optional notes, up to 500 characters, with the side's placeholder. */
export function ReturnNotes({ id, mode, value, onChange }: ReturnNotesProps) {
  const { t } = useTranslation('rentals');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('returnDialog.notes')}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={500}
        onChange={(e) => onChange(e.target.value)}
        placeholder={mode === 'confirm' ? t('returnDialog.notesConfirm') : t('returnDialog.notesRequest')}
      />
    </div>
  );
}

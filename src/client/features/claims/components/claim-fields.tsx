/**
 * The owner's deposit claim inside the Confirm Return dialog (docs/decisions/0035-deposit-claims-and-photos.md):
 * a switch, then the return photos (at least one of the owner's), the amount (at most what is left of the
 * deposit after late fees) and the reason (10-500 characters). The server checks all of it again. Texts
 * from the `claims` catalogue (ADR 0042).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalDetails } from '@/contract/rentals';
import { CLAIM_TEXT_MAX, CLAIM_TEXT_MIN, claimableDeposit } from '@/domain/claims';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { formatRupees } from '@/client/lib/format';
import { RentalPhotos } from './rental-photos';

export interface ClaimDraft {
  enabled: boolean;
  amount: string;
  reason: string;
}

export const EMPTY_CLAIM: ClaimDraft = { enabled: false, amount: '', reason: '' };

/**
 * What is left of the rental's deposit after its unpaid late fee, in rupees: the most a claim may take. The
 * rule is the domain's `claimableDeposit` (paise; ADR 0035), converted at the wire's rupees.
 */
export function claimableRupees(rental: Pick<RentalDetails, 'securityDeposit' | 'lateFeeDue'>): number {
  return paiseToRupees(
    claimableDeposit(rupeesToPaise(rental.securityDeposit), rupeesToPaise(rental.lateFeeDue), 0),
  );
}

/** The claim to send with the return, or null without one. */
export function claimOf(draft: ClaimDraft): { amountRupees: number; reason: string } | null {
  return draft.enabled ? { amountRupees: Number(draft.amount), reason: draft.reason.trim() } : null;
}

export function ClaimFields({
  rental,
  value,
  onChange,
}: {
  rental: RentalDetails;
  value: ClaimDraft;
  onChange: (next: ClaimDraft) => void;
}) {
  const { t } = useTranslation('claims');
  const id = useId();
  const max = claimableRupees(rental);
  if (max <= 0) return null;
  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-on`}
          checked={value.enabled}
          onCheckedChange={(c) => onChange({ ...value, enabled: c === true })}
        />
        <Label htmlFor={`${id}-on`} className="leading-snug">
          {t('form.toggle')}
        </Label>
      </div>
      {value.enabled ? (
        <>
          <RentalPhotos rentalId={rental.id} stage="return" canAdd />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-amount`}>{t('form.amount')}</Label>
            <Input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={1}
              max={max}
              step="0.01"
              required
              value={value.amount}
              onChange={(e) => onChange({ ...value, amount: e.target.value })}
              aria-describedby={`${id}-amount-hint`}
            />
            <p id={`${id}-amount-hint`} className="text-muted-foreground text-xs">
              {t('form.amountHint', { max: formatRupees(max) })}
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{t('form.reason')}</Label>
            <Textarea
              id={`${id}-reason`}
              required
              minLength={CLAIM_TEXT_MIN}
              maxLength={CLAIM_TEXT_MAX}
              value={value.reason}
              onChange={(e) => onChange({ ...value, reason: e.target.value })}
              aria-describedby={`${id}-reason-hint`}
            />
            <p id={`${id}-reason-hint`} className="text-muted-foreground text-xs">
              {t('form.reasonHint')}
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}

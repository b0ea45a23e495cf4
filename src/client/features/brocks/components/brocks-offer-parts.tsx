/**
 * Parts of the 'Use Your Brocks Credits' form (spec 000 §4 "Brocks offer dialog"): the mode choice
 * (rupees off or commission-free days, each with its rate) and the live outcome (what the Brocks buy,
 * rounded down, and the discount on the rental being priced). Texts from the `brocks` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { BadgePercent, IndianRupee } from 'lucide-react';
import type { ConversionRates } from '@/domain/brocks';
import type { BrocksOffer, BrocksOfferType } from '@/domain/pricing';
import { paiseToRupees } from '@/domain/money';
import { ChoiceCard } from '@/client/components/ui/choice-card';
import { RadioGroup } from '@/client/components/ui/radio-group';
import { formatRupees } from '@/client/lib/format';
import { offerRate, offerResultText } from '../lib/brocks-offer';

/** The two modes; `key` names their label and rate texts in the catalogue (`offer.<key>`, `offer.<key>Rate`). */
const MODES: { value: BrocksOfferType; key: 'rupees' | 'commissionFree'; Icon: typeof IndianRupee }[] = [
  { value: 'rupees', key: 'rupees', Icon: IndianRupee },
  { value: 'commission_free', key: 'commissionFree', Icon: BadgePercent },
];

interface OfferModeFieldProps {
  mode: BrocksOfferType | null;
  rates: ConversionRates;
  onChange: (value: string) => void;
}

/** 'Convert to': the modes as radio cards with their rates. */
export function OfferModeField({ mode, rates, onChange }: OfferModeFieldProps) {
  const { t } = useTranslation('brocks');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('offer.convertTo')}</legend>
      <RadioGroup value={mode ?? ''} onValueChange={onChange} className="gap-2">
        {MODES.map(({ value, key, Icon }) => (
          <ChoiceCard key={value} value={value} cardClassName="items-start">
            <span className="grid gap-0.5">
              <span className="flex items-center gap-1.5 font-medium">
                <Icon aria-hidden className="size-4" />
                {t(`offer.${key}`)}
              </span>
              <span className="text-muted-foreground text-xs">
                {t(`offer.${key}Rate`, { rate: offerRate(value, rates) })}
              </span>
            </span>
          </ChoiceCard>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

interface OfferOutcomeProps {
  mode: BrocksOfferType | null;
  /** rupees or commission-free days the Brocks buy */
  units: number;
  /** the offer's effect on the rental being priced, or null */
  effect: BrocksOffer | null;
}

/** 'Choose a mode', or what the Brocks buy and what they save; read out as it changes. */
export function OfferOutcome({ mode, units, effect }: OfferOutcomeProps) {
  const { t } = useTranslation('brocks');
  return (
    <div aria-live="polite" className="bg-muted/50 grid gap-1 rounded-md p-3 text-sm">
      {mode === null ? (
        <p className="text-muted-foreground">{t('offer.chooseMode')}</p>
      ) : (
        <>
          <p className="font-semibold">{t('offer.youGet', { result: offerResultText(mode, units) })}</p>
          {effect && (
            <p className="text-muted-foreground">
              {t('offer.saves', {
                discount: formatRupees(paiseToRupees(effect.discountPaise)),
                brocks: effect.brocksUsed,
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

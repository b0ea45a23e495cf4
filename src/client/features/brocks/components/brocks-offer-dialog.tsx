/**
 * The 'Use Your Brocks Credits' dialog (spec 000 §2, §4 "Brocks offer dialog", §5 "Brocks amount input"):
 * choose rupees off or commission-free days (each shown with its rate from
 * GET /api/admin/brocks-conversion-rates, fetched only while the dialog is open), enter the Brocks to use
 * (0…balance; choosing a mode sets the smaller of balance and rate), see the result rounded down, Reset or
 * Apply. Apply hands the choice to the caller, who prices it with `quoteRental` (src/domain/pricing.ts).
 * Texts from the `brocks` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { BadgePercent, Coins, IndianRupee } from 'lucide-react';
import type { ConversionRates } from '@/domain/brocks';
import { evaluateBrocksOffer, type BrocksOfferType, type RentalCharges } from '@/domain/pricing';
import { paiseToRupees } from '@/domain/money';
import { Button } from '@/client/components/ui/button';
import { ChoiceCard } from '@/client/components/ui/choice-card';
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
import { RadioGroup } from '@/client/components/ui/radio-group';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatRupees } from '@/client/lib/format';
import { useConversionRates } from '../api/conversion-rates';
import { useCredits } from '../api/credits';
import {
  canPressApply,
  clampOfferAmount,
  defaultOfferAmount,
  offerProblem,
  offerRate,
  offerResult,
  offerResultText,
  type OfferChoice,
} from '../lib/brocks-offer';

interface BrocksOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rental being priced, to preview the discount; null when no duration is chosen yet. */
  charges: RentalCharges | null;
  /** The offer already applied, shown again when the dialog reopens. */
  applied?: OfferChoice | null;
  onApply: (choice: OfferChoice) => void;
}

export function BrocksOfferDialog({ open, onOpenChange, charges, applied, onApply }: BrocksOfferDialogProps) {
  const { t } = useTranslation('brocks');
  const rates = useConversionRates({ enabled: open });
  const credits = useCredits({ enabled: open });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="brocks-offer-dialog">
        <DialogHeader>
          <DialogTitle>{t('offer.title')}</DialogTitle>
          <DialogDescription>
            {credits.data ? t('offer.youHave', { balance: credits.data.balance }) : t('offer.description')}
          </DialogDescription>
        </DialogHeader>
        {rates.isError || credits.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{t('offer.loadFailed')}</p>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                if (rates.isError) void rates.refetch();
                if (credits.isError) void credits.refetch();
              }}
            >
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : rates.data && credits.data ? (
          <OfferForm
            rates={rates.data}
            balance={credits.data.balance}
            charges={charges}
            applied={applied ?? null}
            onApply={(choice) => {
              onApply(choice);
              onOpenChange(false);
            }}
          />
        ) : (
          <div className="grid gap-3" aria-busy="true" aria-label={t('offer.loading')}>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The two modes; `key` names their label and rate texts in the catalogue (`offer.<key>`, `offer.<key>Rate`). */
const MODES: { value: BrocksOfferType; key: 'rupees' | 'commissionFree'; Icon: typeof IndianRupee }[] = [
  { value: 'rupees', key: 'rupees', Icon: IndianRupee },
  { value: 'commission_free', key: 'commissionFree', Icon: BadgePercent },
];

interface OfferFormProps {
  rates: ConversionRates;
  balance: number;
  charges: RentalCharges | null;
  applied: OfferChoice | null;
  onApply: (choice: OfferChoice) => void;
}

/** The dialog's body; mounted while the dialog is open, so every opening starts afresh. */
function OfferForm({ rates, balance, charges, applied, onApply }: OfferFormProps) {
  const { t } = useTranslation('brocks');
  const amountId = useId();
  const [mode, setMode] = useState<BrocksOfferType | null>(applied?.offerType ?? null);
  const [amount, setAmount] = useState(applied ? clampOfferAmount(applied.brocks, balance) : 0);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseMode = (value: string) => {
    const next = value as BrocksOfferType;
    setMode(next);
    setAmount(defaultOfferAmount(balance, offerRate(next, rates)));
    setProblem(null);
  };
  const reset = () => {
    setMode(null);
    setAmount(0);
    setProblem(null);
  };
  const apply = () => {
    if (!canPressApply(mode, amount)) return;
    const why = offerProblem(mode, amount, rates);
    if (why) setProblem(why);
    else onApply({ offerType: mode, brocks: amount });
  };

  const units = mode ? offerResult(mode, amount, rates) : 0;
  const effect =
    mode && charges && units > 0
      ? evaluateBrocksOffer(charges, { offerType: mode, brocks: amount, ratePerUnit: offerRate(mode, rates) })
      : null;

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('offer.convertTo')}</legend>
        <RadioGroup value={mode ?? ''} onValueChange={chooseMode} className="gap-2">
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

      <div className="grid gap-2">
        <Label htmlFor={amountId}>{t('offer.amount')}</Label>
        <Input
          id={amountId}
          type="number"
          inputMode="numeric"
          min={0}
          max={balance}
          step={1}
          disabled={mode === null}
          value={mode === null ? '' : amount}
          onChange={(e) => {
            setAmount(clampOfferAmount(e.target.value, balance));
            setProblem(null);
          }}
        />
        <p className="text-muted-foreground flex items-center gap-1 text-xs">
          <Coins aria-hidden className="size-3.5" />
          {t('offer.balance', { balance })}
        </p>
      </div>

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
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={reset}>
          {t('offer.reset')}
        </Button>
        <Button type="button" onClick={apply} disabled={!canPressApply(mode, amount)}>
          {t('offer.apply')}
        </Button>
      </DialogFooter>
    </div>
  );
}

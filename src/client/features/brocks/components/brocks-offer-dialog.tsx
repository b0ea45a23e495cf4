/**
 * The 'Use Your Brocks Credits' dialog (spec 000 §2, §4 "Brocks offer dialog", §5 "Brocks amount input"):
 * choose rupees off or commission-free days (each shown with its rate from
 * GET /api/admin/brocks-conversion-rates, fetched only while the dialog is open), enter the Brocks to use
 * (0…balance; choosing a mode sets the smaller of balance and rate), see the result rounded down, Reset or
 * Apply. Apply hands the choice to the caller, who prices it with `quoteRental` (src/domain/pricing.ts).
 * Texts from the `brocks` catalogue (ADR 0042). The mode choice and outcome are `brocks-offer-parts.tsx`.
 */
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Coins } from 'lucide-react';
import type { ConversionRates } from '@/domain/brocks';
import { evaluateBrocksOffer, type BrocksOfferType, type RentalCharges } from '@/domain/pricing';
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
import { Skeleton } from '@/client/components/ui/skeleton';
import { useConversionRates } from '../api/conversion-rates';
import { useCredits } from '../api/credits';
import {
  canPressApply,
  clampOfferAmount,
  defaultOfferAmount,
  offerProblem,
  offerRate,
  offerResult,
  type OfferChoice,
} from '../lib/brocks-offer';
import { OfferModeField, OfferOutcome } from './brocks-offer-parts';

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
      <OfferModeField mode={mode} rates={rates} onChange={chooseMode} />

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

      <OfferOutcome mode={mode} units={units} effect={effect} />
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

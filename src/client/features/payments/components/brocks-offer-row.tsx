/**
 * The Brocks offer line of a rental in the Borrow/Buy dialog (spec 000 §2, §4): 'Use Your Brocks Credits'
 * opens the offer dialog; an applied offer shows its discount and the Brocks it spends, with Remove.
 * The offer needs the rental's charges, so it waits for a duration.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Coins } from 'lucide-react';
import { paiseToRupees } from '@/domain/money';
import type { RentalQuote } from '@/domain/pricing';
import { Button } from '@/client/components/ui/button';
import { BrocksOfferDialog, type OfferChoice } from '@/client/features/brocks';
import { formatRupees } from '@/client/lib/format';

interface BrocksOfferRowProps {
  /** the rental's quote, null until a duration is chosen */
  quote: RentalQuote | null;
  offer: OfferChoice | null;
  onOfferChange: (offer: OfferChoice | null) => void;
  disabled: boolean;
}

export function BrocksOfferRow({ quote, offer, onOfferChange, disabled }: BrocksOfferRowProps) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  const applied = quote?.brocksOffer ?? null;

  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3">
      <div className="flex items-start gap-2 text-sm">
        <Coins aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
        {applied ? (
          <p aria-live="polite">
            <span className="font-medium">{t('offer.applied')}</span>{' '}
            {t('offer.appliedDetail', {
              discount: formatRupees(paiseToRupees(applied.discountPaise)),
              brocks: applied.brocksUsed,
            })}
          </p>
        ) : (
          <p className="text-muted-foreground">{quote ? t('offer.hint') : t('offer.chooseDuration')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          disabled={disabled || !quote}
        >
          {t('offer.use')}
        </Button>
        {offer && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onOfferChange(null)}
            disabled={disabled}
          >
            {t('offer.remove')}
          </Button>
        )}
      </div>
      <BrocksOfferDialog
        open={open}
        onOpenChange={setOpen}
        charges={quote}
        applied={offer}
        onApply={onOfferChange}
      />
    </div>
  );
}

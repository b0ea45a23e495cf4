/**
 * The rules of the 'Use Your Brocks Credits' dialog (spec 000 §4 "Brocks offer dialog", §5 "Brocks amount
 * input"; the pricing and rounding ADR), kept pure so they are tested without rendering:
 * - two modes: rupees off, or commission-free days, each with its rate (Brocks per unit);
 * - the amount is a whole number of Brocks between 0 and the balance; choosing a mode sets it to the
 *   smaller of the balance and the rate;
 * - Apply is disabled without a mode or when the amount is 0 or less; rupees mode applies only when at
 *   least one rupee results, commission-free mode only when at least one day results;
 * - results are rounded down (`offerUnits`).
 * The discount itself is computed by `evaluateBrocksOffer` in src/domain/pricing.ts. The words
 * (`offerResultText`, `offerProblem`) come from the `brocks` catalogue when called (ADR 0042).
 */
import { formatNumber } from '@/client/lib/format';
import { i18n } from '@/client/i18n/i18n';
import type { ConversionRates } from '@/domain/brocks';
import { offerRate, offerUnits, type BrocksOfferType } from '@/domain/pricing';

/** A member's choice in the dialog: the mode and the Brocks offered (whole Brocks). */
export interface OfferChoice {
  offerType: BrocksOfferType;
  brocks: number;
}

/** Brocks per unit for a mode (from src/domain/pricing.ts). */
export { offerRate };

/** The amount a freshly chosen mode starts with: the smaller of the balance and the rate (spec 000 §4). */
export function defaultOfferAmount(balance: number, rate: number): number {
  return Math.max(0, Math.min(balance, rate));
}

/** A typed amount as whole Brocks within 0…balance (spec 000 §5: min 0, max balance); junk → 0. */
export function clampOfferAmount(raw: string | number, balance: number): number {
  const value = Math.floor(Number(raw));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, Math.max(0, balance));
}

/** Whether Apply may be pressed: a mode is chosen and the amount is above 0 (spec 000 §4). */
export function canPressApply(mode: BrocksOfferType | null, amount: number): mode is BrocksOfferType {
  return mode !== null && amount > 0;
}

/** Whole rupees or days `amount` Brocks buy in `mode`, rounded down. */
export function offerResult(mode: BrocksOfferType, amount: number, rates: ConversionRates): number {
  return offerUnits(Math.max(0, Math.floor(amount)), offerRate(mode, rates));
}

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'brocks', ...vars });

/** The result in words, in the current language (ADR 0042): '₹5 off' or '2 commission-free days'. */
export function offerResultText(mode: BrocksOfferType, units: number): string {
  if (mode === 'rupees') return t('offer.rupeesOff', { rupees: formatNumber(units) });
  return t('offer.commissionFreeDays', { count: units });
}

/**
 * Why Apply cannot apply `amount` in `mode`, or null when it can: fewer Brocks than one rupee or one day
 * costs (spec 000 §4 "applies only if at least one rupee/day results").
 */
export function offerProblem(mode: BrocksOfferType, amount: number, rates: ConversionRates): string | null {
  if (offerResult(mode, amount, rates) >= 1) return null;
  const rate = offerRate(mode, rates);
  return t(mode === 'rupees' ? 'offer.minRupees' : 'offer.minDay', { rate });
}

/**
 * The cost the Borrow/Buy dialog shows (spec 000 §3 "Pricing", §5, §9; 001 §2.5; the pricing and rounding ADR), priced
 * with src/domain/pricing.ts from the platform settings on screen. Display only: the server prices the payment
 * order itself from the same inputs (docs/decisions/0014-server-pricing-authority.md). Money is integer paise here; the wire's rupees
 * are converted at the edges (`pricingSettingsFrom`, `appliedBrocksFor`).
 */
import type { ConversionRates } from '@/domain/brocks';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import {
  brocksForPayment,
  NO_PERKS,
  quotePurchase,
  quoteBorrow,
  type MemberPerks,
  type PricingSettings,
  type PurchaseQuote,
  type RentalQuote,
} from '@/domain/pricing';
import { PLATFORM_DEFAULTS } from '@/domain/settings';
import type { Book } from '@/contract/books';
import type { AppliedBrocks } from '@/contract/payments';
import type { CreditsBody } from '@/contract/brocks';
import type { PlatformSettingsBody } from '@/contract/settings';
import type { OfferChoice } from '@/client/features/brocks';
import { problemText, type TransactionType } from './borrow-buy-form';

/**
 * Pricing settings from GET /api/platform/settings (rupees on the wire), or the defaults (commission 5 %,
 * deposit ₹100) when they are absent (spec 000 §9).
 */
export function pricingSettingsFrom(body: PlatformSettingsBody | undefined): PricingSettings {
  if (!body) {
    return {
      commissionRate: PLATFORM_DEFAULTS.commissionRate,
      securityDepositPaise: PLATFORM_DEFAULTS.securityDepositPaise,
    };
  }
  return { commissionRate: body.commissionRate, securityDepositPaise: rupeesToPaise(body.securityDeposit) };
}

/**
 * The member's perks from GET /api/user/credits (ADR 0028): a running commission-free period and their
 * Hubshelf credit; none while loading. `now` decides whether the period still runs.
 */
export function perksFrom(body: CreditsBody | undefined, now: Date = new Date()): MemberPerks {
  if (!body) return NO_PERKS;
  const until = body.commissionFreeUntil ? new Date(body.commissionFreeUntil) : null;
  return {
    commissionFree: !!until && until.getTime() > now.getTime(),
    creditBalancePaise: rupeesToPaise(body.credit ?? 0),
  };
}

export type TransactionCost = { type: 'borrow'; quote: RentalQuote } | { type: 'buy'; quote: PurchaseQuote };

export interface CostInput {
  type: TransactionType | undefined;
  book: Pick<Book, 'dailyFee' | 'sellingPrice'>;
  /** days, or undefined before one is chosen */
  duration: number | undefined;
  settings: PricingSettings;
  /** the applied Brocks offer (borrowing only) */
  offer: OfferChoice | null;
  /** needed to price an offer; undefined while loading */
  rates: ConversionRates | undefined;
  /** the member's commission-free period and credit (ADR 0028); none when absent */
  perks?: MemberPerks;
}

/**
 * The cost, or the reason there is none: 'Please select transaction type', 'Please select rental
 * duration', or 'Unable to calculate cost' (a book without a usable price), in the current language.
 */
export function transactionCost(input: CostInput): { cost: TransactionCost } | { problem: string } {
  if (!input.type) return { problem: problemText('transactionTypeRequired') };
  if (input.type === 'borrow' && !input.duration) return { problem: problemText('durationRequired') };
  try {
    if (input.type === 'buy') {
      const price = input.book.sellingPrice;
      if (price === null || price <= 0) return { problem: problemText('unableToCalculate') };
      return {
        cost: { type: 'buy', quote: quotePurchase(rupeesToPaise(price), input.settings, input.perks) },
      };
    }
    const offer = input.offer && input.rates ? input.offer : null;
    const quote = quoteBorrow(
      rupeesToPaise(input.book.dailyFee),
      input.duration!,
      offer && { offerType: offer.offerType, brocksUsed: offer.brocks },
      input.settings,
      input.rates ?? { creditsToRupeesRate: 1, creditsToCommissionFreeRate: 1 },
      input.perks,
    );
    return { cost: { type: 'borrow', quote } };
  } catch {
    return { problem: problemText('unableToCalculate') };
  }
}

/** The borrow call's `appliedBrocks` for a quote: brocksUsed and the discount in rupees, or null. */
export function appliedBrocksFor(cost: TransactionCost): AppliedBrocks | null {
  if (cost.type !== 'borrow' || !cost.quote.brocksOffer) return null;
  const { offerType, brocksUsed, discountPaise } = cost.quote.brocksOffer;
  return { offerType, brocksUsed, discountAmount: paiseToRupees(discountPaise) };
}

/**
 * Brocks needed to pay with Brocks: what is left to pay after credit at `brocksPerRupee`, rounded up, plus the Brocks an applied
 * offer spends (the pricing and rounding ADR). The method is '(Insufficient)' when the balance is lower (spec 000 §5).
 */
export function brocksNeeded(cost: TransactionCost, brocksPerRupee: number): number {
  const offerBrocks = cost.type === 'borrow' ? (cost.quote.brocksOffer?.brocksUsed ?? 0) : 0;
  return brocksForPayment(cost.quote.payablePaise, brocksPerRupee) + offerBrocks;
}

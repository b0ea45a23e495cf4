/**
 * Prices of a borrow or a buy, Brocks offers and the cost of paying with Brocks (spec 000 §3 "Pricing",
 * §4 "Brocks offer dialog", §9; docs/decisions: pricing and rounding, 0014-server-pricing-authority). Server and client both quote with
 * these functions; only the server's quote is charged. Every amount is integer paise; a Brocks amount is
 * a whole number of Brocks.
 *
 * Rounding, in one place:
 * - A percentage of an amount (the platform fee) is rounded half up to the nearest paisa, with the
 *   commission rate resolved to 0.01 % (`percentOfPaise`). Integer arithmetic only, so 7.5 % of ₹12.34 is
 *   exactly 92.55 paise → 93 paise, never 92 through a float error.
 * - Offers round down: only whole rupees or whole days are given, and only the Brocks for those whole
 *   units are spent (spec 000 §4 "Results are rounded down").
 * - Paying with Brocks rounds up: a part of a rupee still costs its Brocks.
 *
 * A member's perks (docs/decisions/0028-referral-credit-and-commission-free-periods.md): during a
 * commission-free period the platform fee is 0 (the deposit unchanged) and the commission-free offer is not
 * applied; Hubshelf credit pays part of the total (`creditToApply`), leaving `payablePaise` to pay.
 */
import { NO_PERKS, type MemberPerks, type PerksApplied } from './member-perks';
import { creditToApply } from './referral-credit';

export { NO_PERKS, type MemberPerks, type PerksApplied } from './member-perks';

export {
  RENTAL_DURATIONS,
  RENT_DIALOG_DURATION_DAYS,
  allowedDurations,
  isRentalDuration,
  rentDialogDays,
  type RentalDuration,
} from './rental-durations';

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative whole number of paise, got ${value}`);
}

function assertCount(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
}

/**
 * `percent` % of `amountPaise`, rounded half up to the nearest paisa. `percent` (0-100, e.g. the
 * commission rate 5 or 7.5) is taken to 0.01 %. Throws `RangeError` on a negative or fractional amount or
 * a percentage outside 0-100.
 */
export function percentOfPaise(amountPaise: number, percent: number): number {
  assertPaise('amountPaise', amountPaise);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be within 0-100, got ${percent}`);
  const hundredthsOfPercent = Math.round(percent * 100);
  return Math.floor((amountPaise * hundredthsOfPercent + 5_000) / 10_000);
}

/** The settings a quote depends on (spec 000 §3 "Platform settings"; defaults commission 5 %, deposit ₹100). */
export interface PricingSettings {
  /** percent, 0-100 */
  commissionRate: number;
  securityDepositPaise: number;
}

/** A rental's charges before any Brocks offer (spec 000 §9). */
export interface RentalCharges {
  days: number;
  dailyFeePaise: number;
  commissionRate: number;
  /** dailyFee × days */
  rentalFeePaise: number;
  /** rental fee × commissionRate / 100, rounded half up to the paisa */
  platformFeePaise: number;
  /** refundable, never discounted */
  securityDepositPaise: number;
  /** what the lender earns: the rental fee */
  lenderAmountPaise: number;
}

/**
 * The charges of renting a book at `dailyFeePaise` for `days` days: rental fee = dailyFee × days,
 * platform fee = rental fee × commissionRate / 100, lender amount = rental fee, plus the security deposit
 * (spec 000 §9; pricing and rounding ADR). `days` is any whole number ≥ 1 (extensions may use other lengths; the
 * Borrow dialog offers `RENTAL_DURATIONS`). Throws `RangeError` on invalid input.
 */
export function rentalCharges(dailyFeePaise: number, days: number, settings: PricingSettings): RentalCharges {
  assertPaise('dailyFeePaise', dailyFeePaise);
  assertCount('days', days, 1);
  assertPaise('securityDepositPaise', settings.securityDepositPaise);
  const rentalFeePaise = dailyFeePaise * days;
  return {
    days,
    dailyFeePaise,
    commissionRate: settings.commissionRate,
    rentalFeePaise,
    platformFeePaise: percentOfPaise(rentalFeePaise, settings.commissionRate),
    securityDepositPaise: settings.securityDepositPaise,
    lenderAmountPaise: rentalFeePaise,
  };
}

/**
 * The two kinds of Brocks offer (spec 000 §4; 001 §3 "Applied Brocks offer"): rupees off, or
 * commission-free days (days on which the platform fee is waived).
 */
export const BROCKS_OFFER_TYPES = ['rupees', 'commission_free'] as const;
export type BrocksOfferType = (typeof BROCKS_OFFER_TYPES)[number];

/** A request to spend Brocks on a rental. */
export interface BrocksOfferRequest {
  offerType: BrocksOfferType;
  /** Brocks the member offers to spend (already capped at their balance by the caller) */
  brocks: number;
  /** Brocks per unit: creditsToRupeesRate (per rupee) or creditsToCommissionFreeRate (per day), ≥ 1 */
  ratePerUnit: number;
}

/** An evaluated offer. `units` are rupees or days; `units === 0` means the offer cannot be applied. */
export interface BrocksOffer {
  offerType: BrocksOfferType;
  units: number;
  /** units × ratePerUnit: only whole units are paid for */
  brocksUsed: number;
  discountPaise: number;
}

/** Whole units `brocks` buys at `ratePerUnit` Brocks each, rounded down (spec 000 §4, §9). */
export function offerUnits(brocks: number, ratePerUnit: number): number {
  assertCount('brocks', brocks, 0);
  assertCount('ratePerUnit', ratePerUnit, 1);
  return Math.floor(brocks / ratePerUnit);
}

/**
 * What a Brocks offer is worth on a rental (pricing and rounding ADR):
 * - rupees: floor(brocks / rate) rupees off;
 * - commission_free: floor(brocks / rate) days whose platform fee is waived — the waived amount is the
 *   platform fee on dailyFee × min(days bought, rental days), so buying every day of the rental waives
 *   the whole platform fee.
 * The discount never exceeds rental fee + platform fee (the deposit is never discounted). Units beyond
 * what the cap can use are not bought: rupees needed = ceil(cap / ₹1), days needed = rental days, and
 * brocksUsed = units × rate, so a member never spends Brocks for nothing.
 */
export function evaluateBrocksOffer(charges: RentalCharges, request: BrocksOfferRequest): BrocksOffer {
  const available = offerUnits(request.brocks, request.ratePerUnit);
  const capPaise = charges.rentalFeePaise + charges.platformFeePaise;
  let units: number;
  let discountPaise: number;
  if (request.offerType === 'rupees') {
    units = Math.min(available, Math.ceil(capPaise / 100));
    discountPaise = Math.min(units * 100, capPaise);
  } else {
    units = Math.min(available, charges.days);
    discountPaise = percentOfPaise(charges.dailyFeePaise * units, charges.commissionRate);
  }
  return { offerType: request.offerType, units, brocksUsed: units * request.ratePerUnit, discountPaise };
}

/** A rental's full price (spec 000 §3 "Pricing"): the charges, the Brocks discount and the total. */
export interface RentalQuote extends RentalCharges, PerksApplied {
  brocksDiscountPaise: number;
  /** the applied offer, or null when none was asked for or it gives no whole unit */
  brocksOffer: BrocksOffer | null;
  /** rental fee + platform fee + security deposit − Brocks discount */
  totalPaise: number;
}

/**
 * Prices a rental (pricing and rounding ADR): total = rental fee + platform fee + security deposit − Brocks discount.
 * An offer that yields no whole unit is not applied (`brocksOffer: null`). With `perks` (ADR 0028): in a
 * commission-free period the platform fee is 0 and a commission-free offer is not applied; credit pays up to
 * rental fee + platform fee − Brocks discount, never the deposit. Throws `RangeError` on invalid input (see
 * `rentalCharges`, `offerUnits`).
 */
export function quoteRental(
  dailyFeePaise: number,
  days: number,
  settings: PricingSettings,
  offer?: BrocksOfferRequest | null,
  perks: MemberPerks = NO_PERKS,
): RentalQuote {
  const base = rentalCharges(dailyFeePaise, days, settings);
  const charges = perks.commissionFree ? { ...base, platformFeePaise: 0 } : base;
  const usable = offer && !(perks.commissionFree && offer.offerType === 'commission_free') ? offer : null;
  const evaluated = usable ? evaluateBrocksOffer(charges, usable) : null;
  const brocksOffer = evaluated && evaluated.units > 0 ? evaluated : null;
  const brocksDiscountPaise = brocksOffer?.discountPaise ?? 0;
  const totalPaise =
    charges.rentalFeePaise + charges.platformFeePaise + charges.securityDepositPaise - brocksDiscountPaise;
  const capPaise = charges.rentalFeePaise + charges.platformFeePaise - brocksDiscountPaise;
  const creditPaise = creditToApply(totalPaise, capPaise, perks.creditBalancePaise);
  return {
    ...charges,
    brocksDiscountPaise,
    brocksOffer,
    totalPaise,
    commissionFree: perks.commissionFree,
    creditPaise,
    payablePaise: totalPaise - creditPaise,
  };
}

/** The Brocks rates a borrow's offer is valued at (the settings' and the wire's names, spec 000 §3). */
export interface OfferRates {
  /** Brocks per rupee off */
  creditsToRupeesRate: number;
  /** Brocks per commission-free day */
  creditsToCommissionFreeRate: number;
}

/** Brocks per unit of `offerType`: per rupee off (`creditsToRupeesRate`) or per day (`creditsToCommissionFreeRate`). */
export function offerRate(offerType: BrocksOfferType, rates: OfferRates): number {
  return offerType === 'rupees' ? rates.creditsToRupeesRate : rates.creditsToCommissionFreeRate;
}

/** A borrow's Brocks offer as the borrow call and the payment order carry it: its kind and the Brocks spent. */
export interface BorrowOffer {
  offerType: BrocksOfferType;
  brocksUsed: number;
}

/**
 * The price of borrowing at `dailyFeePaise` for `days` days with an optional Brocks offer of
 * `offer.brocksUsed` Brocks, the offer valued at `rates` (spec 000 §3 "Pricing", §9;
 * docs/decisions/0014-server-pricing-authority.md). The server charges this quote (create-order, borrow);
 * the client shows it. Throws `RangeError` on invalid input (see `quoteRental`).
 */
export function quoteBorrow(
  dailyFeePaise: number,
  days: number,
  offer: BorrowOffer | null | undefined,
  settings: PricingSettings,
  rates: OfferRates,
  perks: MemberPerks = NO_PERKS,
): RentalQuote {
  return quoteRental(
    dailyFeePaise,
    days,
    settings,
    offer && {
      offerType: offer.offerType,
      brocks: offer.brocksUsed,
      ratePerUnit: offerRate(offer.offerType, rates),
    },
    perks,
  );
}

/** A purchase's price (spec 000 §9: total = selling price × 1.05 at the default 5 % commission). */
export interface PurchaseQuote extends PerksApplied {
  sellingPricePaise: number;
  commissionRate: number;
  /** selling price × commissionRate / 100, rounded half up to the paisa */
  platformFeePaise: number;
  /** what the seller earns: the selling price */
  sellerAmountPaise: number;
  /** selling price + platform fee */
  totalPaise: number;
}

/**
 * Prices buying a book at `sellingPricePaise` (pricing and rounding ADR). With `perks` (ADR 0028): no platform
 * fee in a commission-free period; credit pays up to price + platform fee. Throws `RangeError` on invalid input.
 */
export function quotePurchase(
  sellingPricePaise: number,
  settings: Pick<PricingSettings, 'commissionRate'>,
  perks: MemberPerks = NO_PERKS,
): PurchaseQuote {
  const fee = percentOfPaise(sellingPricePaise, settings.commissionRate);
  const platformFeePaise = perks.commissionFree ? 0 : fee;
  const totalPaise = sellingPricePaise + platformFeePaise;
  const creditPaise = creditToApply(totalPaise, totalPaise, perks.creditBalancePaise);
  return {
    sellingPricePaise,
    commissionRate: settings.commissionRate,
    platformFeePaise,
    sellerAmountPaise: sellingPricePaise,
    totalPaise,
    commissionFree: perks.commissionFree,
    creditPaise,
    payablePaise: totalPaise - creditPaise,
  };
}

/**
 * Brocks needed to pay `totalPaise` entirely with Brocks: ceil(total in rupees × brocksPerRupee)
 * (pricing and rounding ADR; default 10 Brocks per rupee). The Brocks payment method is disabled and labelled
 * '(Insufficient)' when the balance is lower (spec 000 §5). Throws `RangeError` on invalid input.
 */
export function brocksForPayment(totalPaise: number, brocksPerRupee: number): number {
  assertPaise('totalPaise', totalPaise);
  assertCount('brocksPerRupee', brocksPerRupee, 1);
  return Math.floor((totalPaise * brocksPerRupee + 99) / 100);
}

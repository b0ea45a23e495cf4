import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './money';
import {
  brocksForPayment,
  evaluateBrocksOffer,
  isRentalDuration,
  offerUnits,
  percentOfPaise,
  quotePurchase,
  quoteRental,
  rentalCharges,
  RENTAL_DURATIONS,
  type BrocksOfferType,
} from './pricing';

const defaults = { commissionRate: 5, securityDepositPaise: 10_000 };

const paise = fc.integer({ min: 0, max: 10_000_000 });
const dailyFee = fc.integer({ min: 100, max: 100_000 });
const duration = fc.constantFrom(...RENTAL_DURATIONS);
const commission = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
const settings = fc.record({
  commissionRate: commission,
  securityDepositPaise: fc.integer({ min: 0, max: 100_000 }),
});
const offerType = fc.constantFrom<BrocksOfferType>('rupees', 'commission_free');
const offer = fc.record({
  offerType,
  brocks: fc.integer({ min: 0, max: 200_000 }),
  ratePerUnit: fc.integer({ min: 1, max: 100 }),
});

describe('percentOfPaise', () => {
  it('rounds half up to the paisa', () => {
    expect(percentOfPaise(1050, 5)).toBe(53); // 52.5 → 53
    expect(percentOfPaise(1049, 5)).toBe(52); // 52.45 → 52
    expect(percentOfPaise(1234, 7.5)).toBe(93); // 92.55 → 93 (no float error)
    expect(percentOfPaise(0, 5)).toBe(0);
    expect(percentOfPaise(99_999, 100)).toBe(99_999);
  });

  it('stays within half a paisa of the exact value', () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const fee = percentOfPaise(amount, bp / 100);
        expect(Math.abs(fee * 10_000 - amount * bp)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('refuses fractional paise and rates outside 0-100', () => {
    expect(() => percentOfPaise(10.5, 5)).toThrow(RangeError);
    expect(() => percentOfPaise(-1, 5)).toThrow(RangeError);
    expect(() => percentOfPaise(100, 101)).toThrow(RangeError);
  });
});

describe('quoteRental', () => {
  it('prices ₹12.50 a day for a week at the defaults (spec 000 §9)', () => {
    const q = quoteRental(1250, 7, defaults);
    expect(q).toMatchObject({
      rentalFeePaise: 8750,
      platformFeePaise: 438, // 437.5 → 438
      securityDepositPaise: 10_000,
      lenderAmountPaise: 8750,
      brocksDiscountPaise: 0,
      brocksOffer: null,
      totalPaise: 8750 + 438 + 10_000,
    });
  });

  it('offers 3, 7, 14 and 30 days', () => {
    expect(RENTAL_DURATIONS).toEqual([3, 7, 14, 30]);
    expect(isRentalDuration(7)).toBe(true);
    expect(isRentalDuration(5)).toBe(false);
  });

  it('takes ₹5 off for 100 Brocks at 20 per rupee, spending exactly 100', () => {
    const q = quoteRental(1000, 7, defaults, { offerType: 'rupees', brocks: 119, ratePerUnit: 20 });
    expect(q.brocksOffer).toEqual({ offerType: 'rupees', units: 5, brocksUsed: 100, discountPaise: 500 });
    expect(q.totalPaise).toBe(7000 + 350 + 10_000 - 500);
  });

  it('waives the platform fee for commission-free days, up to the rental length', () => {
    const two = quoteRental(1000, 7, defaults, { offerType: 'commission_free', brocks: 40, ratePerUnit: 20 });
    expect(two.brocksOffer).toEqual({
      offerType: 'commission_free',
      units: 2,
      brocksUsed: 40,
      discountPaise: 100,
    });
    const all = quoteRental(1000, 7, defaults, {
      offerType: 'commission_free',
      brocks: 10_000,
      ratePerUnit: 20,
    });
    expect(all.brocksOffer).toEqual({
      offerType: 'commission_free',
      units: 7,
      brocksUsed: 140,
      discountPaise: 350,
    });
    expect(all.totalPaise).toBe(7000 + 10_000);
  });

  it('applies no offer that gives less than one whole unit', () => {
    const q = quoteRental(1000, 7, defaults, { offerType: 'rupees', brocks: 19, ratePerUnit: 20 });
    expect(q.brocksOffer).toBeNull();
    expect(q.brocksDiscountPaise).toBe(0);
  });

  it('never discounts the deposit and buys only the rupees the cap can use', () => {
    const q = quoteRental(1050, 3, defaults, { offerType: 'rupees', brocks: 100_000, ratePerUnit: 20 });
    // cap = 3150 + 158 = 3308 paise → 34 whole rupees bought, discount 33.08
    expect(q.brocksOffer).toEqual({ offerType: 'rupees', units: 34, brocksUsed: 680, discountPaise: 3308 });
    expect(q.totalPaise).toBe(10_000);
  });

  it('totals equal the sum of their parts and nothing is negative', () => {
    fc.assert(
      fc.property(dailyFee, duration, settings, fc.option(offer, { nil: null }), (fee, days, s, o) => {
        const q = quoteRental(fee, days, s, o);
        expect(q.rentalFeePaise).toBe(fee * days);
        expect(q.lenderAmountPaise).toBe(q.rentalFeePaise);
        expect(q.totalPaise).toBe(
          q.rentalFeePaise + q.platformFeePaise + q.securityDepositPaise - q.brocksDiscountPaise,
        );
        for (const v of [
          q.rentalFeePaise,
          q.platformFeePaise,
          q.securityDepositPaise,
          q.brocksDiscountPaise,
          q.totalPaise,
        ]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('discounts never exceed rental fee + platform fee, so the deposit is always paid', () => {
    fc.assert(
      fc.property(dailyFee, duration, settings, offer, (fee, days, s, o) => {
        const q = quoteRental(fee, days, s, o);
        expect(q.brocksDiscountPaise).toBeLessThanOrEqual(q.rentalFeePaise + q.platformFeePaise);
        expect(q.totalPaise).toBeGreaterThanOrEqual(q.securityDepositPaise);
        if (o.offerType === 'commission_free')
          expect(q.brocksDiscountPaise).toBeLessThanOrEqual(q.platformFeePaise);
      }),
    );
  });

  it('offers round down and spend only whole units within the offered Brocks', () => {
    fc.assert(
      fc.property(dailyFee, duration, settings, offer, (fee, days, s, o) => {
        const evaluated = evaluateBrocksOffer(rentalCharges(fee, days, s), o);
        expect(evaluated.units).toBeLessThanOrEqual(Math.floor(o.brocks / o.ratePerUnit));
        expect(evaluated.brocksUsed).toBe(evaluated.units * o.ratePerUnit);
        expect(evaluated.brocksUsed).toBeLessThanOrEqual(o.brocks);
        if (o.offerType === 'rupees')
          expect(evaluated.discountPaise).toBeLessThanOrEqual(evaluated.units * 100);
        else expect(evaluated.units).toBeLessThanOrEqual(days);
      }),
    );
  });

  it('rounds offer units down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (brocks, rate) => {
          const units = offerUnits(brocks, rate);
          expect(units * rate).toBeLessThanOrEqual(brocks);
          expect((units + 1) * rate).toBeGreaterThan(brocks);
        },
      ),
    );
  });
});

describe('quotePurchase', () => {
  it('charges the selling price plus 5 % (spec 000 §9)', () => {
    expect(quotePurchase(20_000, defaults)).toEqual({
      sellingPricePaise: 20_000,
      commissionRate: 5,
      platformFeePaise: 1000,
      sellerAmountPaise: 20_000,
      totalPaise: 21_000,
      commissionFree: false,
      creditPaise: 0,
      payablePaise: 21_000,
    });
  });

  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(paise, commission, (price, rate) => {
        const q = quotePurchase(price, { commissionRate: rate });
        expect(q.totalPaise).toBe(q.sellingPricePaise + q.platformFeePaise);
        expect(q.platformFeePaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('brocksForPayment', () => {
  it('costs ceil(total in rupees × Brocks per rupee)', () => {
    expect(brocksForPayment(10_000, 10)).toBe(1000);
    expect(brocksForPayment(10_001, 10)).toBe(1001); // ₹100.01 × 10 = 1000.1 → 1001
    expect(brocksForPayment(0, 10)).toBe(0);
  });

  it('always covers the total and overpays by less than one Brock', () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 100 }), (total, rate) => {
        const brocks = brocksForPayment(total, rate);
        expect(brocks * 100).toBeGreaterThanOrEqual(total * rate);
        expect((brocks - 1) * 100).toBeLessThan(total * rate);
      }),
    );
  });
});

describe('money round trip', () => {
  it('paise → rupees → paise is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
      }),
    );
  });

  it('two-decimal rupees → paise → rupees is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (p) => {
        const rupees = Number((p / 100).toFixed(2));
        expect(paiseToRupees(rupeesToPaise(rupees))).toBe(rupees);
      }),
    );
  });
});

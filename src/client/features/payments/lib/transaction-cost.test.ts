import { describe, expect, it } from 'vitest';
import {
  appliedBrocksFor,
  brocksNeeded,
  pricingSettingsFrom,
  transactionCost,
  type CostInput,
} from './transaction-cost';

const rates = { creditsToRupeesRate: 20, creditsToCommissionFreeRate: 20, brocksPerRupee: 10 };
const base: CostInput = {
  type: 'borrow',
  book: { dailyFee: 12.5, sellingPrice: 199 },
  duration: 14,
  settings: { commissionRate: 5, securityDepositPaise: 10_000 },
  offer: null,
  rates,
};

function cost(input: Partial<CostInput>) {
  const result = transactionCost({ ...base, ...input });
  if (!('cost' in result)) throw new Error(result.problem);
  return result.cost;
}

describe('pricingSettingsFrom', () => {
  it('reads rupees from the wire and falls back to 5 % and ₹100 when the settings are absent', () => {
    expect(
      pricingSettingsFrom({
        commissionRate: 7.5,
        securityDeposit: 150.5,
        minApartments: 90,
        maxRentalDays: 30,
        extensionFeePerDay: 10,
      }),
    ).toEqual({ commissionRate: 7.5, securityDepositPaise: 15_050 });
    expect(pricingSettingsFrom(undefined)).toEqual({ commissionRate: 5, securityDepositPaise: 10_000 });
  });
});

describe('transactionCost', () => {
  it('prices a rental: fee × days, platform fee, deposit, total', () => {
    const c = cost({});
    expect(c.type).toBe('borrow');
    expect(c.quote).toMatchObject({
      rentalFeePaise: 17_500,
      platformFeePaise: 875,
      securityDepositPaise: 10_000,
      totalPaise: 28_375,
    });
  });

  it('prices a purchase: price + platform fee', () => {
    expect(cost({ type: 'buy', duration: undefined }).quote).toMatchObject({
      platformFeePaise: 995,
      totalPaise: 20_895,
    });
  });

  it("names what is missing with the spec's messages", () => {
    expect(transactionCost({ ...base, type: undefined })).toEqual({
      problem: 'Please select transaction type',
    });
    expect(transactionCost({ ...base, duration: undefined })).toEqual({
      problem: 'Please select rental duration',
    });
    expect(transactionCost({ ...base, type: 'buy', book: { dailyFee: 10, sellingPrice: null } })).toEqual({
      problem: 'Unable to calculate cost',
    });
    expect(transactionCost({ ...base, settings: { commissionRate: 120, securityDepositPaise: 0 } })).toEqual({
      problem: 'Unable to calculate cost',
    });
  });

  it('applies a rupees offer, sends whole units only, and prices a Brocks payment on the discounted total', () => {
    const c = cost({ offer: { offerType: 'rupees', brocks: 55 } });
    expect(c.type === 'borrow' && c.quote.brocksDiscountPaise).toBe(200);
    expect(appliedBrocksFor(c)).toEqual({ offerType: 'rupees', brocksUsed: 40, discountAmount: 2 });
    // ₹281.75 → 2818 Brocks, plus the 40 the offer spends
    expect(brocksNeeded(c, 10)).toBe(2_818 + 40);
  });

  it('ignores an offer while the rates are unknown, and has no applied Brocks for a purchase', () => {
    const c = cost({ offer: { offerType: 'rupees', brocks: 55 }, rates: undefined });
    expect(appliedBrocksFor(c)).toBeNull();
    expect(appliedBrocksFor(cost({ type: 'buy' }))).toBeNull();
    expect(brocksNeeded(cost({ type: 'buy' }), 10)).toBe(2_090);
  });
});

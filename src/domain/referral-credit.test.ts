import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotePurchase, quoteRental, RENTAL_DURATIONS, type BrocksOfferType } from './pricing';
import { creditToApply, MIN_PAYABLE_PAISE, REFERRAL_BONUS_PAISE } from './referral-credit';

const paise = fc.integer({ min: 0, max: 1_000_000 });
const settings = fc.record({
  commissionRate: fc.integer({ min: 0, max: 2_000 }).map((bp) => bp / 100),
  securityDepositPaise: fc.integer({ min: 0, max: 50_000 }),
});
const offer = fc.option(
  fc.record({
    offerType: fc.constantFrom<BrocksOfferType>('rupees', 'commission_free'),
    brocks: fc.integer({ min: 0, max: 20_000 }),
    ratePerUnit: fc.integer({ min: 1, max: 50 }),
  }),
);
const perks = fc.record({ commissionFree: fc.boolean(), creditBalancePaise: paise });

describe('creditToApply', () => {
  it('never exceeds balance, cap or total; when used it leaves 0 or at least ₹1.00', () => {
    fc.assert(
      fc.property(paise, paise, paise, (total, cap, balance) => {
        const c = creditToApply(total, cap, balance);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(Math.min(total, cap, balance));
        const left = total - c;
        if (c > 0) expect(left === 0 || left >= MIN_PAYABLE_PAISE).toBe(true);
      }),
    );
  });

  it('pays ₹50 of a ₹170 borrow', () => {
    expect(creditToApply(17_000, 7_000, REFERRAL_BONUS_PAISE)).toBe(5_000);
  });

  it('leaves ₹1.00 rather than a few paise', () => {
    expect(creditToApply(5_050, 5_050, 5_000)).toBe(4_950);
  });
});

describe('quotes with perks', () => {
  it('a rental: credit never touches the deposit; commission-free means platform fee 0, deposit unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000 }),
        fc.constantFrom(...RENTAL_DURATIONS),
        settings,
        offer,
        perks,
        (fee, days, s, o, p) => {
          const q = quoteRental(fee, days, s, o, p);
          const plain = quoteRental(fee, days, s);
          expect(q.securityDepositPaise).toBe(s.securityDepositPaise);
          expect(q.payablePaise).toBeGreaterThanOrEqual(q.securityDepositPaise);
          expect(q.creditPaise).toBeLessThanOrEqual(p.creditBalancePaise);
          expect(q.payablePaise + q.creditPaise).toBe(q.totalPaise);
          if (q.creditPaise > 0)
            expect(q.payablePaise === 0 || q.payablePaise >= MIN_PAYABLE_PAISE).toBe(true);
          expect(q.lenderAmountPaise).toBe(plain.lenderAmountPaise);
          if (p.commissionFree) {
            expect(q.platformFeePaise).toBe(0);
            expect(q.brocksOffer?.offerType).not.toBe('commission_free');
          } else expect(q.platformFeePaise).toBe(plain.platformFeePaise);
        },
      ),
    );
  });

  it('a purchase: commission-free means platform fee 0; the seller earns the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), settings, perks, (price, s, p) => {
        const q = quotePurchase(price, s, p);
        expect(q.sellerAmountPaise).toBe(price);
        expect(q.platformFeePaise).toBe(p.commissionFree ? 0 : quotePurchase(price, s).platformFeePaise);
        expect(q.creditPaise).toBeLessThanOrEqual(p.creditBalancePaise);
        expect(q.payablePaise + q.creditPaise).toBe(q.totalPaise);
        if (q.creditPaise > 0) expect(q.payablePaise === 0 || q.payablePaise >= MIN_PAYABLE_PAISE).toBe(true);
      }),
    );
  });
});

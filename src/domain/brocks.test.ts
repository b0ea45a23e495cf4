import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROCKS_DEFAULTS,
  brocksSettingsForm,
  brocksSettingsFrom,
  brocksSettingsFromForm,
  brocksSettingsToForm,
  brocksSettingsToStored,
  conversionRatesFrom,
} from './brocks';
import { brocksRank, countsAsEarned } from './brocks-ranks';

describe('Brocks settings defaults (spec 002 §9, the Brocks readings ADR)', () => {
  it('uses the decided defaults when nothing is stored', () => {
    expect(brocksSettingsFrom(new Map())).toEqual({
      creditsPerBookUpload: 1,
      creditsPerReferral: 5,
      creditsPerBorrow: 5,
      creditsPerLend: 5,
      creditsToCommissionFreeRate: 20,
      commissionFreeDaysPerConversion: 7,
      creditsToRupeesRate: 20,
      brocksPerRupee: 10,
      openingCredits: 100,
      silverReferrals: 5,
      goldReferrals: 10,
      platinumReferrals: 15,
      upload10Reward: 10,
      upload20Reward: 20,
      upload30Reward: 60,
      creditValuePaise: 100,
    });
  });

  it('stores brocks_per_rupee inverted and opening credits as starting_credits (spec 002 §3)', () => {
    const stored = brocksSettingsToStored(BROCKS_DEFAULTS);
    expect(stored.rupees_per_credit_conversion).toBe('0.1');
    expect(stored.starting_credits).toBe('100');
    expect(stored.brocks_per_rupee).toBeUndefined();
  });

  it('reads back what it stores', () => {
    const whole = (min: number) => fc.integer({ min, max: 10_000 });
    fc.assert(
      fc.property(
        fc.record({
          creditsPerReferral: whole(0),
          brocksPerRupee: whole(1),
          openingCredits: whole(0),
          creditsToRupeesRate: whole(1),
        }),
        (changes) => {
          const settings = { ...BROCKS_DEFAULTS, ...changes };
          expect(brocksSettingsFrom(new Map(Object.entries(brocksSettingsToStored(settings))))).toEqual(
            settings,
          );
        },
      ),
    );
  });

  it('keeps a stored zero where zero is allowed and falls back on garbage or values below the minimum', () => {
    const s = brocksSettingsFrom(
      new Map([
        ['credits_per_referral', '0'],
        ['credits_for_rupees_conversion', '0'],
        ['credits_per_borrow', 'abc'],
        ['rupees_per_credit_conversion', '0'],
      ]),
    );
    expect(s.creditsPerReferral).toBe(0);
    expect(s.creditsToRupeesRate).toBe(20);
    expect(s.creditsPerBorrow).toBe(5);
    expect(s.brocksPerRupee).toBe(10);
  });
});

describe('brocksSettingsForm (spec 002 §5)', () => {
  const valid = brocksSettingsToForm(BROCKS_DEFAULTS);

  it('accepts the defaults and converts the credit value to paise', () => {
    const parsed = brocksSettingsForm.parse(valid);
    expect(parsed.credit_value_rupees).toBe(1);
    expect(brocksSettingsFromForm(parsed)).toEqual(BROCKS_DEFAULTS);
  });

  it.each([
    ['credits_per_book_upload', -1, 'Credits per book upload must be non-negative'],
    ['credits_per_referral', -1, 'Credits per referral must be non-negative'],
    ['credits_per_borrow', -1, 'Credits per borrow transaction must be non-negative'],
    ['credits_per_lend', -1, 'Credits per lend transaction must be non-negative'],
    ['credits_for_commission_free_days', 0, 'Credits for commission free days must be at least 1'],
    ['commission_free_days_per_conversion', 0, 'Commission free days per conversion must be at least 1'],
    ['credits_for_rupees_conversion', 0, 'Credits for rupees conversion must be at least 1'],
    ['brocks_per_rupee', 0, 'Brocks per rupee must be at least 1'],
    ['opening_credits', -5, 'Opening credits must be non-negative'],
    ['silver_referrals', 0, 'Silver referrals must be at least 1'],
    ['credit_value_rupees', -1, 'Credit value must be non-negative'],
  ])('refuses %s = %s with "%s"', (key, value, message) => {
    const result = brocksSettingsForm.safeParse({ ...valid, [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('wants whole numbers of Brocks', () => {
    const result = brocksSettingsForm.safeParse({ ...valid, credits_per_referral: 2.5 });
    expect(result.error?.issues[0].message).toBe('Credits per referral must be a whole number');
  });
});

describe('conversion rates', () => {
  it('are 20 per rupee, 20 per commission-free day and 10 per rupee paid by default', () => {
    expect(conversionRatesFrom(BROCKS_DEFAULTS)).toEqual({
      creditsToRupeesRate: 20,
      creditsToCommissionFreeRate: 20,
      brocksPerRupee: 10,
    });
  });
});

describe('brocksRank (spec 000 §4)', () => {
  it.each([
    [0, 'Explorer'],
    [99, 'Explorer'],
    [100, 'Scholar'],
    [499, 'Scholar'],
    [500, 'Master'],
    [1000, 'Legend'],
    [4999, 'Legend'],
    [5000, 'Champion'],
    [9999, 'Champion'],
    [10000, 'Emperor'],
    [1_000_000, 'Emperor'],
  ])('%i Brocks → %s', (credits, name) => {
    expect(brocksRank(credits).name).toBe(name);
  });

  it('names the next tier until Emperor', () => {
    expect(brocksRank(150).next).toEqual({ name: 'Master', min: 500 });
    expect(brocksRank(10_000).next).toBeNull();
  });

  it('never ranks more Brocks lower', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(brocksRank(lo).min).toBeLessThanOrEqual(brocksRank(hi).min);
        expect(brocksRank(hi).min).toBeLessThanOrEqual(hi);
      }),
    );
  });
});

describe('countsAsEarned', () => {
  it('counts credits but not refunds or debits', () => {
    expect(countsAsEarned('book_upload', 1)).toBe(true);
    expect(countsAsEarned('refund', 50)).toBe(false);
    expect(countsAsEarned('offer_redeemed', -40)).toBe(false);
  });
});

/**
 * The rules the administrator's settings feed (ADR 0022): durations offered up to max rental days, the
 * extension fee cap, stored settings that are 0, out of range or junk, and brocks per rupee sent inverted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brocksSettingsWire } from './admin';
import {
  BROCKS_DEFAULTS,
  brocksSettingsFrom,
  brocksSettingsFromForm,
  brocksSettingsToStored,
} from '../domain/brocks';
import { allowedDurations, percentOfPaise, rentDialogDays } from '../domain/pricing';
import { extensionCost } from '../domain/rentals';
import { PLATFORM_DEFAULTS, platformSettingsFrom } from '../domain/settings';

describe('allowedDurations', () => {
  it.each([
    [1, [1]],
    [2, [2]],
    [3, [3]],
    [10, [3, 7, 10]],
    [14, [3, 7, 14]],
    [29, [3, 7, 14, 29]],
    [30, [3, 7, 14, 30]],
    [365, [3, 7, 14, 30]],
  ])('at max %i offers %o', (max, expected) => {
    expect(allowedDurations(max)).toEqual(expected);
  });

  it('never offers more than the max, and always offers something', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), (max) => {
        const days = allowedDurations(max);
        expect(days.length).toBeGreaterThan(0);
        expect(Math.max(...days)).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('refuses a max that is not a whole number of at least 1', () => {
    expect(() => allowedDurations(0)).toThrow(RangeError);
    expect(() => allowedDurations(2.5)).toThrow(RangeError);
  });

  it('rents from the home dialog for 7 days, or the max when below', () => {
    expect(rentDialogDays(30)).toBe(7);
    expect(rentDialogDays(5)).toBe(5);
  });
});

describe('extensionCost with the extension fee cap', () => {
  it('charges min(daily fee, cap) per day, plus commission on it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (daily, cap, days, rate) => {
          const cost = extensionCost(daily, days, rate, cap);
          expect(cost.dailyFeePaise).toBe(Math.min(daily, cap));
          expect(cost.totalExtensionFeePaise).toBe(Math.min(daily, cap) * days);
          expect(cost.totalExtensionFeePaise).toBeLessThanOrEqual(daily * days);
          expect(cost.platformCommissionPaise).toBe(percentOfPaise(cost.totalExtensionFeePaise, rate));
          expect(cost.totalPaise).toBe(cost.totalExtensionFeePaise + cost.platformCommissionPaise);
        },
      ),
    );
  });

  it('prices 7 days at ₹25/day with a ₹10 cap at ₹70 plus 5 %', () => {
    expect(extensionCost(2_500, 7, 5, 1_000)).toMatchObject({
      totalExtensionFeePaise: 7_000,
      totalPaise: 7_350,
    });
  });
});

describe('platformSettingsFrom', () => {
  it.each([
    ['commission_rate', '0'],
    ['commission_rate', '100.5'],
    ['commission_rate', 'five'],
    ['max_rental_days', '366'],
    ['max_rental_days', '7.5'],
    ['min_apartments', '-3'],
    ['security_deposit_paise', '12.5'],
    ['extension_fee_per_day_paise', ''],
  ])('reads stored %s = %o as the default', (key, value) => {
    expect(platformSettingsFrom(new Map([[key, value]]))).toEqual(PLATFORM_DEFAULTS);
  });

  it('reads values in range', () => {
    expect(
      platformSettingsFrom(
        new Map([
          ['max_rental_days', '365'],
          ['commission_rate', '100'],
        ]),
      ),
    ).toMatchObject({
      maxRentalDays: 365,
      commissionRate: 100,
    });
  });
});

describe('brocks per rupee on the wire', () => {
  const wire = (brocksPerRupee: number) => {
    const stored = brocksSettingsToStored({ ...BROCKS_DEFAULTS, brocksPerRupee });
    return Number(stored.rupees_per_credit_conversion);
  };
  it('survives the round trip sent as rupees_per_credit_conversion = 1 / value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (brocksPerRupee) => {
        const form = brocksSettingsWire.parse({
          ...Object.fromEntries(Object.entries(brocksSettingsToStored(BROCKS_DEFAULTS))),
          credits_per_book_upload: 1,
          credits_per_referral: 5,
          credits_per_borrow: 5,
          credits_per_lend: 5,
          opening_credits: 100,
          credit_value_rupees: 1,
          rupees_per_credit_conversion: wire(brocksPerRupee),
        });
        const settings = brocksSettingsFromForm(form);
        expect(settings.brocksPerRupee).toBe(brocksPerRupee);
        expect(
          brocksSettingsFrom(new Map(Object.entries(brocksSettingsToStored(settings)))).brocksPerRupee,
        ).toBe(brocksPerRupee);
      }),
    );
  });
});

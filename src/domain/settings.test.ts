import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULTS, platformSettingsFrom } from './settings';

describe('platformSettingsFrom', () => {
  it('uses the spec defaults when nothing is stored', () => {
    expect(platformSettingsFrom(new Map())).toEqual({
      commissionRate: 5,
      securityDepositPaise: 10000,
      minApartments: 90,
      maxRentalDays: 30,
      extensionFeePerDayPaise: 1000,
    });
  });

  it('reads stored values and falls back on zero or garbage (spec 002 §9)', () => {
    const s = platformSettingsFrom(
      new Map([
        ['commission_rate', '7.5'],
        ['min_apartments', '0'],
        ['max_rental_days', 'abc'],
      ]),
    );
    expect(s.commissionRate).toBe(7.5);
    expect(s.minApartments).toBe(PLATFORM_DEFAULTS.minApartments);
    expect(s.maxRentalDays).toBe(PLATFORM_DEFAULTS.maxRentalDays);
  });
});

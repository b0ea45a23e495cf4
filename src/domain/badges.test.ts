import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeLabel, badgesReached } from './badges';
import { rewardProgress } from './rewards-progress';

const DEFAULTS = { silverReferrals: 5, goldReferrals: 10, platinumReferrals: 15 };

describe('badgesReached (Bronze 1+, Silver 5+, Gold 10+, Platinum 15+; 10/20/30 books)', () => {
  it.each([
    [0, 0, []],
    [1, 9, ['referral_bronze']],
    [4, 10, ['referral_bronze', 'upload_10']],
    [5, 19, ['referral_bronze', 'referral_silver', 'upload_10']],
    [
      15,
      30,
      [
        'referral_bronze',
        'referral_silver',
        'referral_gold',
        'referral_platinum',
        'upload_10',
        'upload_20',
        'upload_30',
      ],
    ],
  ])('%i referrals, %i books → %j', (referrals, books, expected) => {
    expect(badgesReached({ referrals, books }, DEFAULTS)).toEqual(expected);
  });

  it('uses the thresholds of the settings', () => {
    expect(badgesReached({ referrals: 2, books: 0 }, { ...DEFAULTS, silverReferrals: 2 })).toEqual([
      'referral_bronze',
      'referral_silver',
    ]);
  });

  it('never loses a badge as counts grow', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.nat(5), fc.nat(5), (r, b, dr, db) => {
        const before = badgesReached({ referrals: r, books: b }, DEFAULTS);
        const after = badgesReached({ referrals: r + dr, books: b + db }, DEFAULTS);
        expect(before.every((x) => after.includes(x))).toBe(true);
      }),
    );
  });

  it('labels each badge', () => {
    expect(badgeLabel('referral_gold')).toBe('Gold Referrer');
    expect(badgeLabel('upload_20')).toBe('20 Books Shared');
    expect(badgeLabel('something_else')).toBe('something_else');
  });
});

describe('rewardProgress (spec 002 §9: steps of 20)', () => {
  it.each([
    [0, 20, 0],
    [19, 20, 95],
    [20, 40, 0],
    [105, 120, 25],
  ])('%i Brocks aim at %i (%i%%)', (balance, target, percent) => {
    expect(rewardProgress(balance)).toMatchObject({ target, percent });
  });

  it('always aims at the next multiple of 20 above the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), (balance) => {
        const p = rewardProgress(balance);
        expect(p.target % 20).toBe(0);
        expect(p.target).toBeGreaterThan(Math.max(0, balance));
        expect(p.target - Math.max(0, balance)).toBeLessThanOrEqual(20);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThan(100);
      }),
    );
  });
});

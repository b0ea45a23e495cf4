import { describe, expect, it } from 'vitest';
import { referralBadge } from './referral-badge';

describe('referralBadge (spec 001 §9)', () => {
  it.each([
    [-1, 'New Member'],
    [0, 'New Member'],
    [1, 'Helper'],
    [2, 'Silver Helper'],
    [3, 'Gold Helper'],
    [5, 'Gold Helper'],
    [6, 'Platinum Helper'],
    [9, 'Platinum Helper'],
    [10, 'Community Champion'],
    [19, 'Community Champion'],
    [20, 'Community Legend'],
    [500, 'Community Legend'],
  ])('%i referrals → %s', (count, name) => {
    expect(referralBadge(count)).toBe(name);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canPressApply,
  clampOfferAmount,
  defaultOfferAmount,
  offerProblem,
  offerRate,
  offerResult,
  offerResultText,
} from './brocks-offer';

const rates = { creditsToRupeesRate: 20, creditsToCommissionFreeRate: 30, brocksPerRupee: 10 };

describe('Brocks offer rules (spec 000 §4, §5)', () => {
  it('reads the rate of each mode', () => {
    expect(offerRate('rupees', rates)).toBe(20);
    expect(offerRate('commission_free', rates)).toBe(30);
  });

  it('defaults to the smaller of balance and rate', () => {
    expect(defaultOfferAmount(100, 20)).toBe(20);
    expect(defaultOfferAmount(7, 20)).toBe(7);
    expect(defaultOfferAmount(0, 20)).toBe(0);
  });

  it('keeps the amount a whole number between 0 and the balance', () => {
    expect(clampOfferAmount('150', 100)).toBe(100);
    expect(clampOfferAmount('-5', 100)).toBe(0);
    expect(clampOfferAmount('', 100)).toBe(0);
    expect(clampOfferAmount('abc', 100)).toBe(0);
    expect(clampOfferAmount('12.9', 100)).toBe(12);
  });

  it('enables Apply only with a mode and an amount above 0', () => {
    expect(canPressApply(null, 40)).toBe(false);
    expect(canPressApply('rupees', 0)).toBe(false);
    expect(canPressApply('rupees', 1)).toBe(true);
  });

  it('rounds results down and refuses less than one unit', () => {
    expect(offerResult('rupees', 59, rates)).toBe(2);
    expect(offerResult('commission_free', 59, rates)).toBe(1);
    expect(offerProblem('rupees', 19, rates)).toBe('Use at least 20 Brocks to get ₹1 off.');
    expect(offerProblem('commission_free', 29, rates)).toBe(
      'Use at least 30 Brocks for one commission-free day.',
    );
    expect(offerProblem('rupees', 20, rates)).toBeNull();
    expect(offerResultText('rupees', 3)).toBe('₹3 off');
    expect(offerResultText('commission_free', 1)).toBe('1 commission-free day');
    expect(offerResultText('commission_free', 2)).toBe('2 commission-free days');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money (ARCHITECTURE §2, docs/decisions/0046-client-on-the-domain.md)', () => {
  it('converts between rupees and integer paise', () => {
    expect(rupeesToPaise(12.5)).toBe(1250);
    expect(paiseToRupees(1250)).toBe(12.5);
    expect(() => paiseToRupees(12.5)).toThrow();
  });

  it('formats money with ₹, 2 decimals and Indian grouping in English and Hindi (spec 000 §1)', () => {
    expect(formatRupees(123456, 'en')).toBe('₹1,23,456.00');
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456.00');
    expect(formatRupees(12.5, 'en')).toBe('₹12.50');
    expect(formatPaise(12345678, 'en')).toBe('₹1,23,456.78');
    expect(formatPaise(10000, 'hi')).toBe('₹100.00');
    expect(formatRupees(0.095, 'en', 3)).toBe('₹0.095');
    expect(formatRupees(0.5, 'en', 3)).toBe('₹0.50');
  });
});

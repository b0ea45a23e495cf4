import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelative, formatRupees, initials } from './format';

describe('initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initials('asha rao')).toBe('AR');
    expect(initials('Meera Devi Kapoor')).toBe('MD');
    expect(initials('  Kabir  ')).toBe('K');
    expect(initials('Unknown User')).toBe('UU');
  });
});

describe('Intl formats in en-IN and hi-IN (ADR 0042, spec 000 §1)', () => {
  it('formats money with ₹, Indian grouping and 2 decimals in both languages', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(12.5, 'en')).toBe('₹12.50');
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456.00');
  });

  it('groups counts the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  });

  it('writes Hindi month names in Hindi dates and keeps the English ones', () => {
    const d = new Date('2026-03-05T12:00:00Z');
    expect(formatDate(d, 'day', 'en')).toBe('5 Mar 2026');
    expect(formatDate(d, 'day', 'hi')).toContain('मार्च');
  });

  it('says relative ages through Intl.RelativeTimeFormat', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatRelative(new Date('2026-03-07T12:00:00Z'), now, 'en')).toBe('3 days ago');
    expect(formatRelative(new Date('2026-03-09T12:00:00Z'), now, 'en')).toBe('yesterday');
    expect(formatRelative(new Date('2026-03-07T12:00:00Z'), now, 'hi')).toBe('3 दिन पहले');
  });
});

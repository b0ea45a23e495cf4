import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  generateJoinCode,
  isBelowMinimumUnits,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
} from './hubs';

describe('generateJoinCode', () => {
  it('makes 6 readable characters without 0, O, 1 or I', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateJoinCode();
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    }
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01OI]/);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(32);
  });

  it('maps each random byte to one symbol', () => {
    const bytes = new Uint8Array([0, 31, 32, 255, 8, 9]);
    expect(generateJoinCode(() => bytes)).toBe('2Z2ZAB');
    expect(generateJoinCode(() => bytes)).toHaveLength(JOIN_CODE_LENGTH);
  });

  it('rarely repeats', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateJoinCode()));
    expect(codes.size).toBeGreaterThan(1990);
  });
});

describe('isBelowMinimumUnits', () => {
  it('applies the minimum to societies only', () => {
    expect(isBelowMinimumUnits('society', 89, 90)).toBe(true);
    expect(isBelowMinimumUnits('society', 90, 90)).toBe(false);
    expect(isBelowMinimumUnits('school', 5, 90)).toBe(false);
    expect(isBelowMinimumUnits('office', 5, 90)).toBe(false);
  });
});

describe('distanceKm', () => {
  it('is zero for the same point and about 1150 km from Mumbai to Delhi', () => {
    expect(distanceKm([72.8777, 19.076], [72.8777, 19.076])).toBe(0);
    const d = distanceKm([72.8777, 19.076], [77.209, 28.6139]);
    expect(d).toBeGreaterThan(1130);
    expect(d).toBeLessThan(1170);
  });

  it('is symmetric', () => {
    expect(distanceKm([77.59, 12.97], [77.73, 12.99])).toBe(distanceKm([77.73, 12.99], [77.59, 12.97]));
  });
});

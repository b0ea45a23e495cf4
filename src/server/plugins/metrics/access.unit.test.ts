/** Who may read /metrics (ADR 0053): loopback addresses, and the exact bearer token. */
import { describe, expect, it } from 'vitest';
import { bearerMatches, isLoopback } from './access';

describe('isLoopback', () => {
  it('accepts 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip)).toBe(true);
  });
  it('refuses other addresses, and look-alikes', () => {
    for (const ip of [
      '10.0.0.1',
      '203.0.113.7',
      '::ffff:10.0.0.1',
      '1127.0.0.1',
      '127.0.0.1.evil',
      '::2',
      '',
    ])
      expect(isLoopback(ip)).toBe(false);
  });
});

describe('bearerMatches', () => {
  const token = 'metrics-token-0123456789';
  it('accepts exactly "Bearer <token>"', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
  });
  it('refuses a missing header, another scheme, a prefix or a longer value', () => {
    for (const header of [
      undefined,
      '',
      token,
      `Basic ${token}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
    ])
      expect(bearerMatches(header, token)).toBe(false);
  });
});

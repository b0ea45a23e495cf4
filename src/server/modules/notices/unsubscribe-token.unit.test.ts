import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('unsubscribe tokens', () => {
  it('read back as the member and category they were made for', () => {
    const token = unsubscribeToken(SECRET, 42, 'loans');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, category: 'loans' });
  });

  it('cannot be reused for another member or another category', () => {
    const [, , sig] = unsubscribeToken(SECRET, 42, 'loans').split('.');
    expect(readUnsubscribeToken(SECRET, `43.loans.${sig}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `42.payments.${sig}`)).toBeNull();
    expect(unsubscribeToken(SECRET, 43, 'loans')).not.toBe(unsubscribeToken(SECRET, 42, 'loans'));
  });

  it('cannot be forged without the server secret, nor for the account category', () => {
    expect(
      readUnsubscribeToken(SECRET, unsubscribeToken('another-secret-of-enough-length-000000', 42, 'loans')),
    ).toBeNull();
    const [, , sig] = unsubscribeToken(SECRET, 42, 'loans').split('.');
    expect(readUnsubscribeToken(SECRET, `42.account.${sig}`)).toBeNull();
    for (const bad of [
      '',
      '42',
      '42.loans',
      `42.loans.${sig}.x`,
      `042.loans.${sig}`,
      `42.loans.${sig.slice(1)}`,
    ])
      expect(readUnsubscribeToken(SECRET, bad)).toBeNull();
  });
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { checkoutCspSources, paymentProviderFor } from './index';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: join(tmpdir(), 'hubshelf-test'),
  SESSION_SECRET: 'x'.repeat(32),
} as const;

describe('payment provider configuration', () => {
  it('runs the demo provider without keys, with no extra CSP sources', () => {
    const config = loadConfig({ ...base });
    expect(config.payments).toEqual({ provider: 'demo' });
    expect(paymentProviderFor(config).name).toBe('demo');
    expect(paymentProviderFor(config).publicKey).toBeUndefined();
    expect(checkoutCspSources(config)).toEqual({});
  });

  it('runs Razorpay when both keys are set, on the default API URL unless told otherwise', () => {
    const config = loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's3cret' });
    expect(config.payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_1',
      keySecret: 's3cret',
      webhookSecret: undefined,
      apiUrl: 'https://api.razorpay.com',
    });
    expect(paymentProviderFor(config)).toMatchObject({ name: 'razorpay', publicKey: 'rzp_test_1' });
    expect(checkoutCspSources(config).extraScriptSrc).toContain('https://checkout.razorpay.com');
    const local = loadConfig({
      ...base,
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/',
    });
    expect(local.payments).toMatchObject({ apiUrl: 'http://127.0.0.1:4010' });
  });

  it('refuses one key without the other, and a malformed API URL', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together/,
    );
    expect(() => loadConfig({ ...base, RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
  });
});

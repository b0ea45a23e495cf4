import { describe, expect, it } from 'vitest';
import { fixtureBytes } from './testing/fake-razorpay';
import { createRazorpayProvider } from './razorpay';
import { paymentSignature, signatureMatches, webhookSignature } from './signatures';

// Test vectors from ./testing/fixtures/razorpay-notes.md (b), (c) (razorpay-python's tests, recomputed there).
const PAYMENT_VECTOR = 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89';
const WEBHOOK_VECTOR = 'd60e67fd884556c045e9be7dad57903e33efc7172c17c6e3ef77db42d2b366e9';
const WEBHOOK_VECTOR_WITHOUT_NEWLINE = '0971cde1d9216765d9aa72c766aef4a913fedfd2d36cc05cbca5de1ef90c12e4';

const provider = createRazorpayProvider({
  keyId: 'rzp_test_key',
  keySecret: 'key_secret',
  webhookSecret: 'key_secret',
  apiUrl: 'http://127.0.0.1:9',
});

describe('Razorpay payment signature', () => {
  it('is HMAC-SHA256 of "order_id|payment_id" with the key secret (documented vector)', () => {
    expect(paymentSignature('key_secret', 'fake_order_id', 'fake_payment_id')).toBe(PAYMENT_VECTOR);
    expect(
      provider.verifyPaymentSignature({
        orderId: 'fake_order_id',
        paymentId: 'fake_payment_id',
        signature: PAYMENT_VECTOR,
      }),
    ).toBe(true);
  });

  it('accepts the digest in upper case too', () => {
    expect(signatureMatches(PAYMENT_VECTOR, PAYMENT_VECTOR.toUpperCase())).toBe(true);
  });

  it('refuses a tampered, truncated, missing or non-hex signature, or another payment id', () => {
    const tampered = `${PAYMENT_VECTOR.slice(0, -1)}8`;
    for (const signature of [tampered, PAYMENT_VECTOR.slice(0, 63), '', null, undefined, 'z'.repeat(64)]) {
      expect(
        provider.verifyPaymentSignature({
          orderId: 'fake_order_id',
          paymentId: 'fake_payment_id',
          signature,
        }),
      ).toBe(false);
    }
    expect(
      provider.verifyPaymentSignature({
        orderId: 'fake_order_id',
        paymentId: 'other_payment_id',
        signature: PAYMENT_VECTOR,
      }),
    ).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  const body = fixtureBytes('razorpay-python_fake_payment_authorized_webhook.json');

  it('is HMAC-SHA256 of the raw body, trailing newline included (documented vector)', () => {
    expect(body.length).toBe(971);
    expect(webhookSignature('key_secret', body)).toBe(WEBHOOK_VECTOR);
    expect(webhookSignature('key_secret', body.subarray(0, body.length - 1))).toBe(
      WEBHOOK_VECTOR_WITHOUT_NEWLINE,
    );
    expect(provider.verifyWebhookSignature(body, WEBHOOK_VECTOR)).toBe(true);
  });

  it('refuses a body that was re-serialised, or any signature when no webhook secret is set', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8'))));
    expect(provider.verifyWebhookSignature(reserialised, WEBHOOK_VECTOR)).toBe(false);
    const noSecret = createRazorpayProvider({
      keyId: 'k',
      keySecret: 'key_secret',
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(noSecret.verifyWebhookSignature(body, WEBHOOK_VECTOR)).toBe(false);
  });
});

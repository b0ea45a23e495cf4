/**
 * Demo provider (the default; no keys, no money moves): orders get `order_demo_…` ids, and a payment is
 * made by the demo payment chooser through `POST /api/payments/demo/pay`, which records it on the server
 * with a `pay_demo_…` id (spec 001 §2.10, §4.5). The provider itself therefore knows no payments, needs no
 * signature, receives no webhooks, and "refunds" by answering a processed refund.
 */
import { randomBytes } from 'node:crypto';
import { PaymentProviderError, type PaymentProvider } from './provider';

const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(9).toString('base64url')}`;

/** A fresh demo payment id (`pay_demo_…`). */
export const newDemoPaymentId = (): string => demoId('pay');

export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    async createOrder(input) {
      return { orderId: demoId('order'), amountPaise: input.amountPaise, currency: 'INR' };
    },
    verifyPaymentSignature() {
      return true;
    },
    async fetchPayment() {
      return null;
    },
    async capturePayment() {
      throw new PaymentProviderError('Demo payments are captured when they are made');
    },
    async refund({ paymentId, amountPaise }) {
      return { refundId: demoId('rfnd'), paymentId, amountPaise, status: 'processed' };
    },
    verifyWebhookSignature() {
      return false;
    },
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRazorpayCheckout, RAZORPAY_CHECKOUT_SRC } from './razorpay-checkout';

const details = {
  description: 'Borrow "The Guide" for 1 week',
  prefill: { name: 'Ravi Kulkarni', email: 'ravi@hubshelf.local', contact: '9820011002' },
};
const order = { keyId: 'rzp_test_key', orderId: 'order_abc', amount: 24_700 };

interface Options {
  handler: (r: Record<string, string>) => void;
  modal: { ondismiss: () => void };
  [key: string]: unknown;
}

/** A stand-in for Checkout's constructor that records its options and lets the test finish it. */
function fakeRazorpay() {
  const opened: Options[] = [];
  window.Razorpay = vi.fn(function (this: unknown, options: Options) {
    return { open: () => opened.push(options) };
  }) as unknown as typeof window.Razorpay;
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
  document.body.style.pointerEvents = '';
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('openRazorpayCheckout', () => {
  it('opens Checkout in INR for the order with prefilled contact details, and answers the payment', async () => {
    const opened = fakeRazorpay();
    document.body.style.pointerEvents = 'none';
    const outcome = openRazorpayCheckout(order, details);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 24_700,
      currency: 'INR',
      order_id: 'order_abc',
      description: details.description,
      prefill: details.prefill,
    });
    // Checkout stays clickable above an open modal dialog.
    expect(document.body.style.pointerEvents).toBe('auto');
    opened[0]!.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_abc',
      razorpay_signature: 'ab12',
    });
    await expect(outcome).resolves.toEqual({
      status: 'paid',
      paymentId: 'pay_1',
      orderId: 'order_abc',
      signature: 'ab12',
    });
    expect(document.body.style.pointerEvents).toBe('none');
  });

  it('answers cancelled when the member closes Checkout', async () => {
    const opened = fakeRazorpay();
    const outcome = openRazorpayCheckout(order, details);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
  });

  it('loads checkout.js only when it is needed, and fails clearly when it cannot load', async () => {
    expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)).toBeNull();
    const outcome = openRazorpayCheckout(order, details);
    const script = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    await expect(outcome).rejects.toThrow(
      'Could not open the payment window. Please check your connection and try again.',
    );
    expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)).toBeNull();
  });
});

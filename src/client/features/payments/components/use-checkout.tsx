/**
 * Opens the checkout of the provider an order was created with (ARCHITECTURE §3 "Payments"; spec 000 §4
 * "Card/UPI payment"): the demo payment chooser for `demo`, Razorpay Checkout for `razorpay` (its script
 * is loaded only then). `checkout(order, details)` resolves with the payment or `cancelled`; it rejects
 * only when Razorpay's script cannot load. Render `element` once in the calling component.
 */
import { useState, type ReactNode } from 'react';
import type { CreateOrderResponse } from '@/contract/payments';
import type { CheckoutDetails, CheckoutOutcome } from '../lib/checkout-outcome';
import { checkoutLoadFailed, openRazorpayCheckout } from '../lib/razorpay-checkout';
import { DemoPaymentDialog, type DemoPaymentTimings } from './demo-payment-dialog';

interface PendingDemo {
  order: CreateOrderResponse;
  details: CheckoutDetails;
  resolve: (outcome: CheckoutOutcome) => void;
}

export interface Checkout {
  checkout: (order: CreateOrderResponse, details: CheckoutDetails) => Promise<CheckoutOutcome>;
  element: ReactNode;
}

export function useCheckout({ demoTimings }: { demoTimings?: DemoPaymentTimings } = {}): Checkout {
  const [pending, setPending] = useState<PendingDemo | null>(null);

  const checkout = (order: CreateOrderResponse, details: CheckoutDetails): Promise<CheckoutOutcome> => {
    if (order.provider === 'razorpay') {
      if (!order.keyId) return Promise.reject(new Error(checkoutLoadFailed()));
      return openRazorpayCheckout(
        { keyId: order.keyId, orderId: order.orderId, amount: order.amount },
        details,
      );
    }
    return new Promise((resolve) => setPending({ order, details, resolve }));
  };

  const finish = (outcome: CheckoutOutcome) => {
    pending?.resolve(outcome);
    setPending(null);
  };

  const element = pending ? (
    <DemoPaymentDialog
      open
      orderId={pending.order.orderId}
      amount={pending.order.amount}
      description={pending.details.description}
      timings={demoTimings}
      onPaid={(payment) => finish({ status: 'paid', ...payment })}
      onCancel={() => finish({ status: 'cancelled' })}
    />
  ) : null;

  return { checkout, element };
}

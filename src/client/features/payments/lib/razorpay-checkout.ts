/**
 * Razorpay Checkout in the browser (ARCHITECTURE §3 "Payments"; spec 000 §7, 001 §7: INR, the public key,
 * a theme colour and prefilled contact details). Used only when create-order answers provider
 * `razorpay`: the script https://checkout.razorpay.com/v1/checkout.js is loaded on the first such payment,
 * never in demo mode. The outcome's signature is verified by the server.
 */
import { i18n } from '@/client/i18n/i18n';
import type { CheckoutDetails, CheckoutOutcome } from './checkout-outcome';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** The brand colour Checkout is themed with (the app's light-theme primary, oklch(0.47 0.09 185)). */
const THEME_COLOR = '#006b61';

/** 'Could not open the payment window…' in the current language (ADR 0042), read when it is shown. */
export const checkoutLoadFailed = (): string => i18n.t('razorpay.loadFailed', { ns: 'payments' });

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads the Checkout script once (later calls share it); rejects with `checkoutLoadFailed()` on failure. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error(checkoutLoadFailed()));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface RazorpayOrder {
  keyId: string;
  orderId: string;
  /** paise */
  amount: number;
}

/**
 * Opens Checkout for `order` and resolves with the payment (ids and signature) or `cancelled` when the
 * member closes it. Rejects when the script cannot load.
 */
export async function openRazorpayCheckout(
  order: RazorpayOrder,
  details: CheckoutDetails,
): Promise<CheckoutOutcome> {
  await loadRazorpayCheckout();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(checkoutLoadFailed());
  // Checkout's window is appended to <body>; an open modal dialog (Radix) has switched pointer events off
  // outside itself, which would make Checkout unclickable. They are back on while Checkout is open.
  const body = document.body.style;
  const pointerEvents = body.pointerEvents;
  body.pointerEvents = 'auto';
  return new Promise<CheckoutOutcome>((resolve) => {
    const finish = (outcome: CheckoutOutcome) => {
      body.pointerEvents = pointerEvents;
      resolve(outcome);
    };
    new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: 'INR',
      name: 'Hubshelf',
      description: details.description,
      order_id: order.orderId,
      prefill: details.prefill,
      theme: { color: THEME_COLOR },
      handler: (response) =>
        finish({
          status: 'paid',
          paymentId: response.razorpay_payment_id,
          orderId: response.razorpay_order_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => finish({ status: 'cancelled' }) },
    }).open();
  });
}

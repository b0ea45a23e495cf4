/**
 * Picks the payment provider from configuration: Razorpay when its keys are set, otherwise the demo.
 * Providers are stateless (every record lives in the database), so building one per call is cheap and
 * several instances behind a load balancer behave as one.
 */
import type { Config } from '../../config';
import { createDemoProvider } from './demo';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider, RAZORPAY_CSP } from './razorpay';

export type { PaymentProvider } from './provider';
export { PaymentProviderError } from './provider';

const cache = new WeakMap<Config['payments'], PaymentProvider>();

/** The provider for `config` (one instance per configuration object). */
export function paymentProviderFor(config: Pick<Config, 'payments'>): PaymentProvider {
  let provider = cache.get(config.payments);
  if (!provider) {
    provider =
      config.payments.provider === 'razorpay'
        ? createRazorpayProvider(config.payments)
        : createDemoProvider();
    cache.set(config.payments, provider);
  }
  return provider;
}

/** Extra CSP sources for `AppDeps`: Razorpay Checkout's when Razorpay is configured, none for the demo. */
export function checkoutCspSources(config: Pick<Config, 'payments'>): {
  extraScriptSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
} {
  return config.payments.provider === 'razorpay' ? RAZORPAY_CSP : {};
}

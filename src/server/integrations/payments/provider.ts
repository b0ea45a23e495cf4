/**
 * The payment provider interface (ARCHITECTURE §3 "Payments"): `demo` (default, simulated on the server)
 * and `razorpay` (Orders API + Checkout). Amounts are integer paise, currency INR (spec 000 §1, §9).
 * Providers know nothing about our tables; `modules/payments/service.ts` records everything.
 */

export type PaymentProviderName = 'demo' | 'razorpay';

export interface CreateOrderInput {
  amountPaise: number;
  /** our unique reference, at most 40 characters */
  receipt: string;
  /** at most 15 pairs of at most 256 characters each (Razorpay's limits) */
  notes: Record<string, string>;
}

export interface ProviderOrder {
  orderId: string;
  amountPaise: number;
  currency: string;
}

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  paymentId: string;
  orderId: string | null;
  amountPaise: number;
  status: ProviderPaymentStatus;
  method: string | null;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** the public key the browser checkout needs (Razorpay `key_id`); undefined for the demo */
  readonly publicKey?: string;
  /** Creates an order. Throws `PaymentProviderError` when the provider refuses or cannot be reached. */
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * Whether the checkout's `signature` proves `paymentId` paid `orderId` (our stored order id). The demo has
   * no signature: its payments exist only as the server's own records, which the service checks instead.
   */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature?: string | null }): boolean;
  /** The provider's view of a payment, or null when the provider does not know it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Captures an authorized payment of `amountPaise`. */
  capturePayment(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /** Refunds `amountPaise` of a captured payment. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes?: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** Whether `signature` (the `X-Razorpay-Signature` header) signs the raw webhook body. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** A provider refused a call or could not be reached. `description` is the provider's own words. */
export class PaymentProviderError extends Error {
  constructor(
    readonly description: string,
    readonly status?: number,
  ) {
    super(description);
    this.name = 'PaymentProviderError';
  }
}

/**
 * Razorpay provider (`../shared/data/razorpay-notes.md`): Orders API over fetch with HTTP Basic auth
 * (`key_id:key_secret`), amounts in paise, currency INR, a unique receipt per order; payments fetched,
 * captured and refunded through `/v1/payments/…`. The base URL comes from RAZORPAY_API_URL so tests run
 * against a local fake server. Checkout signatures and webhook signatures are verified with HMAC-SHA256
 * in constant time (`signatures.ts`).
 */
import { z } from 'zod';
import {
  PaymentProviderError,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';
import { paymentSignature, signatureMatches, webhookSignature } from './signatures';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** e.g. `https://api.razorpay.com` (no trailing slash) */
  apiUrl: string;
  /** per-call timeout in ms (default 15 s) */
  timeoutMs?: number;
}

/** Sources the browser Checkout needs in the CSP (script, its iframe, its API and telemetry calls). */
export const RAZORPAY_CSP = {
  extraScriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  extraFrameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  extraConnectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });

/** A Razorpay payment entity (the fields we use; webhook payloads carry the same entity). */
export const razorpayPaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().nullable().optional(),
});

/** A Razorpay refund entity. */
export const razorpayRefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});

const errorBody = z.object({
  error: z.object({ description: z.string().optional(), code: z.string().optional() }),
});

/** Our view of a Razorpay payment entity. */
export function toProviderPayment(p: z.infer<typeof razorpayPaymentEntity>): ProviderPayment {
  return {
    paymentId: p.id,
    orderId: p.order_id ?? null,
    amountPaise: p.amount,
    status: p.status,
    method: p.method ?? null,
  };
}

/** Our view of a Razorpay refund entity. */
export function toProviderRefund(r: z.infer<typeof razorpayRefundEntity>): ProviderRefund {
  return { refundId: r.id, paymentId: r.payment_id, amountPaise: r.amount, status: r.status };
}

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** Calls `/v1${path}`; answers the parsed body or null on 404 when `allowNotFound`. */
  async function call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    allowNotFound = false,
  ) {
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentProviderError('The payment provider could not be reached. Please try again.');
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (res.status === 404 && allowNotFound) return null;
    if (!res.ok) {
      const parsed = errorBody.safeParse(json);
      throw new PaymentProviderError(
        parsed.data?.error.description ?? `The payment provider answered ${res.status}`,
        res.status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PaymentProviderError('The payment provider sent an answer we could not read', res.status);
    return parsed.data as z.output<T>;
  }

  return {
    name: 'razorpay',
    publicKey: options.keyId,

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      const order = await call(orderEntity, 'POST', '/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      });
      return { orderId: order!.id, amountPaise: order!.amount, currency: order!.currency };
    },

    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(options.keySecret, orderId, paymentId), signature);
    },

    async fetchPayment(paymentId) {
      const payment = await call(
        razorpayPaymentEntity,
        'GET',
        `/payments/${encodeURIComponent(paymentId)}`,
        undefined,
        true,
      );
      return payment ? toProviderPayment(payment) : null;
    },

    async capturePayment(paymentId, amountPaise) {
      const payment = await call(
        razorpayPaymentEntity,
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/capture`,
        {
          amount: amountPaise,
          currency: 'INR',
        },
      );
      return toProviderPayment(payment!);
    },

    async refund({ paymentId, amountPaise, notes }) {
      const refund = await call(
        razorpayRefundEntity,
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          amount: amountPaise,
          ...(notes ? { notes } : {}),
        },
      );
      return toProviderRefund(refund!);
    },

    verifyWebhookSignature(rawBody, signature) {
      if (!options.webhookSecret) return false;
      return signatureMatches(webhookSignature(options.webhookSecret, rawBody), signature);
    },
  };
}

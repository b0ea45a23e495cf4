/**
 * A local fake of the Razorpay API for tests (node:http on port 0), answering with the recorded bodies in
 * `./fixtures/` (copied from the docs; see SOURCE.md there): `POST /v1/orders` (the docs' success body with the request's amount,
 * receipt and notes; the docs' 400 body for an amount below 100 paise or after `refuseNextOrder()`),
 * `GET /v1/payments/:id`, `POST /v1/payments/:id/capture` and `POST /v1/payments/:id/refund`. Every call
 * must carry HTTP Basic auth with the given keys (401 otherwise). Requests are recorded in `requests`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The recorded Razorpay bodies, kept in the repository so tests need nothing beside the checkout (ADR 0008). */
export const RAZORPAY_FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** A fixture file's raw bytes. */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(`${RAZORPAY_FIXTURES_DIR}${name}`);
}

/** A fixture file parsed as JSON. */
export function fixtureJson<T>(name: string): T {
  return JSON.parse(fixtureBytes(name).toString('utf8')) as T;
}

/** The shape of the `payment.*` webhook fixtures. */
export interface WebhookFixture {
  event: string;
  payload: { payment: { entity: Record<string, unknown> } };
  [key: string]: unknown;
}

/** The JSON body of a request made to the fake. */
export interface RequestBody {
  amount?: unknown;
  currency?: unknown;
  receipt?: unknown;
  notes?: unknown;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: RequestBody | undefined;
}

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
}

export interface FakeRazorpay {
  /** base URL for RAZORPAY_API_URL */
  url: string;
  requests: RecordedRequest[];
  /** Payments GET /v1/payments/:id knows, keyed by id (each shaped like the docs' payment entity). */
  payments: Map<string, Record<string, unknown>>;
  /** Adds a payment shaped like the `payment.captured` netbanking fixture, with these fields. */
  addPayment(payment: FakePayment): void;
  /** The next create-order call answers the docs' 400 error body. */
  refuseNextOrder(): void;
  close(): Promise<void>;
}

export async function startFakeRazorpay(keys: { keyId: string; keySecret: string }): Promise<FakeRazorpay> {
  const success = fixtureJson<{ id: string } & Record<string, unknown>>(
    'docs_orders_create_response_success.json',
  );
  const amountError = fixtureJson<{ error: Record<string, unknown> }>(
    'docs_orders_create_response_error_amount.json',
  );
  const paymentTemplate = fixtureJson<WebhookFixture>('docs_webhook_payment.captured_netbanking.json').payload
    .payment.entity;
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, Record<string, unknown>>();
  let orders = 0;
  let refunds = 0;
  let refuse = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (description: string) => ({ error: { ...amountError.error, description, field: null } });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const body = raw ? (JSON.parse(raw) as RequestBody) : undefined;
    const path = (req.url ?? '').split('?')[0];
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (req.headers.authorization !== expectedAuth) return send(res, 401, error('Authentication failed'));

    if (req.method === 'POST' && path === '/v1/orders') {
      const amount = body?.amount;
      if (refuse || typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        refuse = false;
        return send(res, 400, amountError);
      }
      orders += 1;
      return send(res, 200, {
        ...success,
        id: orders === 1 ? success.id : `order_Fake${String(orders).padStart(10, '0')}`,
        amount,
        amount_due: amount,
        currency: body?.currency,
        receipt: body?.receipt,
        notes: body?.notes ?? [],
      });
    }
    const match = /^\/v1\/payments\/([^/]+)(?:\/(capture|refund))?$/.exec(path);
    const payment = match ? payments.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !payment) return send(res, 404, error('The id provided does not exist'));
    if (req.method === 'GET' && !match[2]) return send(res, 200, payment);
    if (req.method === 'POST' && match[2] === 'capture') {
      if (payment.status !== 'authorized')
        return send(res, 400, error('This payment has already been captured'));
      Object.assign(payment, { status: 'captured', captured: true });
      return send(res, 200, payment);
    }
    if (req.method === 'POST' && match[2] === 'refund') {
      refunds += 1;
      const amount = body?.amount ?? payment.amount;
      Object.assign(payment, { status: 'refunded', amount_refunded: amount, refund_status: 'full' });
      return send(res, 200, {
        id: `rfnd_Fake${String(refunds).padStart(10, '0')}`,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        notes: body?.notes ?? [],
        receipt: null,
        acquirer_data: { arn: null },
        created_at: 1597734071,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      });
    }
    return send(res, 404, error('No such route'));
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    addPayment: (p) => payments.set(p.id, { ...paymentTemplate, ...p, captured: p.status === 'captured' }),
    refuseNextOrder: () => {
      refuse = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

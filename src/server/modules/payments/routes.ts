/**
 * HTTP routes of the payments area (spec 000 §7 "Payments and transactions"; 001 §2.10):
 * - `POST /api/payments/create-order` (signed in): an order, priced by the server for a rental, purchase or fee;
 * - `POST /api/payments/demo/pay` (signed in, demo provider only): the demo chooser's payment;
 * - `POST /api/payments/webhook` (public, signed by Razorpay): read as raw bytes — a content parser
 *   registered for this route only keeps the body exactly as received, as the signature requires.
 */
import type { FastifyInstance } from 'fastify';
import { paymentsRoutes } from '@/contract/payments';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { createPricedOrder, payDemoOrder, type FeePricer } from './index';
import { handleWebhook, WEBHOOK_MESSAGES } from './webhook';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Registers the payments routes. `priceFee` prices late-fee, excess and extension orders (the rentals area's
 * `priceFeeOrder`, wired in `modules/index.ts` so payments does not import rentals).
 */
export async function paymentsModule(
  app: FastifyInstance,
  { priceFee }: { priceFee: FeePricer },
): Promise<void> {
  addRoute(app, paymentsRoutes.createOrder, {
    handler: async (request) => createPricedOrder(app.deps, currentUser(request).id, request.body, priceFee),
  });

  addRoute(app, paymentsRoutes.demoPay, {
    handler: async (request) =>
      payDemoOrder(app.deps, { userId: currentUser(request).id, ...request.body }, priceFee),
  });

  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    addRoute(raw, paymentsRoutes.webhook, {
      auth: 'public',
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { duplicate } = await handleWebhook(app.deps, body, {
          signature: header(request.headers['x-razorpay-signature']),
          eventId: header(request.headers['x-razorpay-event-id']),
        });
        return { message: duplicate ? WEBHOOK_MESSAGES.duplicate : WEBHOOK_MESSAGES.processed };
      },
    });
  });
}

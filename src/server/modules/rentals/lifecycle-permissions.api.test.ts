import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { expectLedgersBalanced } from '../../testing/transactions';
import { lifecycleWorld } from './lifecycle-test-helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof lifecycleWorld>>;
let rentalId: number;
let requestId: number;
let approvedId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await lifecycleWorld(t);
  ({
    rental: { id: rentalId },
  } = await w.rent());
  const approved = await w.rent();
  const a = await t
    .request(w.borrower)
    .post('/api/rentals/extensions/request', { rentalId: approved.rental.id, extensionDays: 3 });
  approvedId = a.body.id;
  expect(
    (await t.request(w.owner).post(`/api/rentals/extensions/requests/${approvedId}/approve`)).status,
  ).toBe(200);
  const r = await t
    .request(w.borrower)
    .post('/api/rentals/extensions/request', { rentalId, extensionDays: 7 });
  expect(r.status).toBe(200);
  requestId = r.body.id;
});
afterAll(() => t.close());

const payment = { paymentMethod: 'card', orderId: 'order_demo_x', paymentId: 'pay_demo_x' };

/** Every lifecycle call on an existing rental or request, and who may make it. */
const calls = () =>
  [
    {
      name: 'request-return',
      party: 'borrower',
      url: `/api/rentals/${rentalId}/request-return`,
      body: {},
      unknown: '/api/rentals/999999/request-return',
    },
    {
      name: 'confirm-return',
      party: 'owner',
      url: `/api/rentals/${rentalId}/confirm-return`,
      body: {},
      unknown: '/api/rentals/999999/confirm-return',
    },
    {
      name: 'pay-late-fees',
      party: 'borrower',
      url: `/api/rentals/${rentalId}/pay-late-fees`,
      body: { lateFeeAmount: 10, ...payment },
      unknown: '/api/rentals/999999/pay-late-fees',
    },
    {
      name: 'pay-excess-charges',
      party: 'borrower',
      url: `/api/rentals/${rentalId}/pay-excess-charges`,
      body: { excessAmount: 10, ...payment },
      unknown: '/api/rentals/999999/pay-excess-charges',
    },
    {
      name: 'send-reminder',
      party: 'owner',
      url: `/api/rentals/${rentalId}/send-reminder`,
      body: {},
      unknown: '/api/rentals/999999/send-reminder',
    },
    {
      name: 'extensions/calculate',
      party: 'borrower',
      url: '/api/rentals/extensions/calculate',
      body: { rentalId, extensionDays: 7 },
      unknown: '/api/rentals/extensions/calculate',
      unknownBody: { rentalId: 999999, extensionDays: 7 },
    },
    {
      name: 'extensions/request',
      party: 'borrower',
      url: '/api/rentals/extensions/request',
      body: { rentalId, extensionDays: 7 },
      unknown: '/api/rentals/extensions/request',
      unknownBody: { rentalId: 999999, extensionDays: 7 },
    },
    {
      name: 'approve',
      party: 'owner',
      url: `/api/rentals/extensions/requests/${requestId}/approve`,
      body: undefined,
      unknown: '/api/rentals/extensions/requests/999999/approve',
    },
    {
      name: 'deny',
      party: 'owner',
      url: `/api/rentals/extensions/requests/${requestId}/deny`,
      body: { reason: 'no' },
      unknown: '/api/rentals/extensions/requests/999999/deny',
    },
    {
      name: 'pay extension',
      party: 'borrower',
      url: `/api/rentals/extensions/requests/${approvedId}/pay`,
      body: payment,
      unknown: '/api/rentals/extensions/requests/999999/pay',
    },
  ] as const;

describe('every lifecycle call', () => {
  it('answers 401 signed out, 403 to the other party and a stranger, 404 for an unknown rental or request', async () => {
    for (const c of calls()) {
      const wrong: TestUser[] = [c.party === 'borrower' ? w.owner : w.borrower, w.stranger];
      const out = await t.request().post(c.url, c.body);
      expect(out.status, `${c.name} signed out`).toBe(401);
      for (const who of wrong) {
        const res = await t.request(who).post(c.url, c.body);
        expect(res.status, `${c.name} as ${who.user.name}`).toBe(403);
        expect(res.body.message).toBe(
          c.party === 'borrower' ? 'Only the borrower can do this' : 'Only the book’s owner can do this',
        );
      }
      const right = c.party === 'borrower' ? w.borrower : w.owner;
      const unknown = await t.request(right).post(c.unknown, 'unknownBody' in c ? c.unknownBody : c.body);
      expect(unknown.status, `${c.name} unknown`).toBe(404);
    }
  });

  it('the lists answer 401 signed out', async () => {
    for (const list of ['borrowed', 'lent', 'active'])
      expect((await t.request().get(`/api/rentals/${list}`)).status).toBe(401);
  });

  it('changed nothing for the refused calls', async () => {
    expect(await w.listed(w.borrower, 'borrowed', rentalId)).toMatchObject({
      status: 'active',
      pendingExtensionRequestId: requestId,
    });
    await expectLedgersBalanced(t.db);
  });
});

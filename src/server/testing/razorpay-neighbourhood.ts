/**
 * The world of the borrow and buy API tests that pay with Razorpay Checkout (spec 000 §7; ARCHITECTURE §3
 * "Payments"): a local fake Razorpay, a test app pointed at it with the key id `RAZORPAY_TEST_KEY_ID` and
 * the caller's key secret, and two neighbours of one hub (`neighbourhood`): `owner` and `member`. Call it at
 * the top of a `describe`; its hooks start both before the tests and close both after. The fields are
 * filled in by its `beforeAll`, so read them in a hook or a test, not while the `describe` is collected.
 */
import { afterAll, beforeAll } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../integrations/payments/testing/fake-razorpay';
import { createTestApp, type TestApp, type TestUser } from './harness';
import { neighbourhood } from './transactions';

export const RAZORPAY_TEST_KEY_ID = 'rzp_test_hubshelf';

export interface RazorpayNeighbourhood {
  fake: FakeRazorpay;
  t: TestApp;
  hood: Awaited<ReturnType<typeof neighbourhood>>;
  /** A neighbour who lists the books. */
  owner: TestUser;
  /** A neighbour who borrows or buys them. */
  member: TestUser;
}

export function razorpayNeighbourhood(keySecret: string): RazorpayNeighbourhood {
  const w = {} as RazorpayNeighbourhood;
  beforeAll(async () => {
    w.fake = await startFakeRazorpay({ keyId: RAZORPAY_TEST_KEY_ID, keySecret });
    w.t = await createTestApp({
      RAZORPAY_KEY_ID: RAZORPAY_TEST_KEY_ID,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_API_URL: w.fake.url,
    });
    w.hood = await neighbourhood(w.t);
    w.owner = await w.hood.member();
    w.member = await w.hood.member();
  });
  afterAll(async () => {
    await w.t.close();
    await w.fake.close();
  });
  return w;
}

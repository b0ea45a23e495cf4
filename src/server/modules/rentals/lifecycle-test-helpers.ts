/**
 * What the rental lifecycle API tests share: an owner, a borrower and a stranger in one hub, a way to borrow a
 * book through the real borrow call, paid fee orders, and reading a member's notifications of one type; and
 * the suites' one set-up, `lifecycleSuite()` (a test app per file, a fresh world per test).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { PaymentPurpose } from '@/contract/payments';
import type { RentalDetails } from '@/contract/rentals';
import { moneyLedger } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood, borrowWithDemoCard, paidOrder } from '../../testing/transactions';

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

export async function lifecycleWorld(t: TestApp) {
  const hood = await neighbourhood(t);
  const owner = await hood.member({ name: 'Ravi Kulkarni', phone: '9820011002' });
  const borrower = await hood.member({ name: 'Asha Menon', phone: '9820011003' });
  const stranger = await hood.member({ name: 'Bob Dsouza' });

  /**
   * `borrower` borrows a new book of `owner` at `dailyFeePaise` for `duration` days, paying with the demo card;
   * with `pickedUp`, the owner then confirms the pickup at once with the borrower's code (the due date stays).
   */
  async function rent(
    opts: { dailyFeePaise?: number; duration?: 3 | 7 | 14 | 30; title?: string; pickedUp?: boolean } = {},
  ) {
    const { dailyFeePaise = 1_000, duration = 7, title = 'The Guide', pickedUp = false } = opts;
    const book = await hood.book(owner, { title, dailyFeePaise });
    const res = await borrowWithDemoCard(t, borrower, book.id, duration);
    expect(res.status).toBe(200);
    const rental = res.body as { id: number; endDate: string };
    if (pickedUp) {
      const shown = await t.request(borrower).get(`/api/rentals/${rental.id}/pickup-code`);
      expect(shown.status).toBe(200);
      const code = (shown.body as { code: string }).code;
      const confirmed = await t.request(owner).post(`/api/rentals/${rental.id}/confirm-pickup`, { code });
      expect(confirmed.status).toBe(200);
    }
    return { book, rental };
  }

  /** A paid demo order of `amountPaise` for `purpose` as `who`, with the fee call's payment fields. */
  async function fee(who: TestUser, amountPaise: number, purpose: PaymentPurpose) {
    return { paymentMethod: 'card' as const, ...(await paidOrder(t, who, amountPaise, purpose)) };
  }

  /** `who`'s notifications of `type`, newest first, with `data` parsed. */
  async function notices(who: TestUser, type: string) {
    const res = await t.request(who).get('/api/notifications');
    expect(res.status).toBe(200);
    return (
      res.body as { type: string; title: string; message: string; data: string | null; isRead: boolean }[]
    )
      .filter((n) => n.type === type)
      .map((n) => ({ ...n, data: n.data ? (JSON.parse(n.data) as Record<string, unknown>) : null }));
  }

  /** `who`'s rental `id` as the Borrowed (borrower) or Lent Out (owner) list shows it. */
  async function listed(
    who: TestUser,
    list: 'borrowed' | 'lent',
    id: number,
  ): Promise<RentalDetails | undefined> {
    const res = await t.request(who).get(`/api/rentals/${list}`);
    expect(res.status).toBe(200);
    return (res.body as RentalDetails[]).find((r) => r.id === id);
  }

  return { hood, owner, borrower, stranger, rent, fee, notices, listed };
}

/** The world of a rental suite (`lifecycleWorld`). */
export type LifecycleWorld = Awaited<ReturnType<typeof lifecycleWorld>>;

/** The running suite's app and world: live bindings that `lifecycleSuite()`'s hooks set. */
export let t: TestApp;
export let w: LifecycleWorld;

/**
 * The set-up every rental lifecycle suite shares: call it once at the top of a test file; it builds one app on
 * a fresh database for the file (`t`) and a new owner, borrower and stranger before each test (`w`).
 */
export function lifecycleSuite(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    w = await lifecycleWorld(t);
  });
  afterAll(() => t.close());
}

/**
 * The money ledger rows of `rentalId` written after the borrow (the return's settlement, late fees,
 * excess charges): the borrow's own payment, deposit, platform fee and lender earning are left out.
 */
export async function settlementRows(t: TestApp, rentalId: number) {
  const rows = await t.db
    .select({
      kind: moneyLedger.kind,
      amount: moneyLedger.amountPaise,
      userId: moneyLedger.userId,
      reference: moneyLedger.reference,
    })
    .from(moneyLedger)
    .where(eq(moneyLedger.rentalId, rentalId));
  return rows.filter(
    (r) =>
      r.reference !== `rental:${rentalId}` ||
      !['payment', 'deposit_held', 'platform_fee', 'lender_earning'].includes(r.kind),
  );
}

/** The return calls of spec 001 §7 as `who`: request-return (borrower) and confirm-return (owner). */
export function returnCalls(t: TestApp) {
  type Who = Parameters<TestApp['request']>[0];
  return {
    requestReturn: (who: Who, id: number, body: object = {}) =>
      t.request(who).post(`/api/rentals/${id}/request-return`, body),
    confirmReturn: (who: Who, id: number, body: object = {}) =>
      t.request(who).post(`/api/rentals/${id}/confirm-return`, body),
  };
}

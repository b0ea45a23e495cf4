import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brocksEarnings,
  lastMonths,
  monthOf,
  moneyEarnings,
  summarize,
  type BrocksRow,
  type MoneyRow,
} from './earnings';

const NOW = new Date('2026-11-24T07:00:00Z');

const moneyRow = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  kind: fc.constantFrom(
    'payment',
    'deposit_held',
    'deposit_released',
    'deposit_applied',
    'lender_earning',
    'seller_earning',
    'platform_fee',
    'refund',
    'credit_granted',
  ),
  funding: fc.constantFrom(null, 'provider', 'brocks', 'brocks_offer', 'credit'),
  amountPaise: fc.integer({ min: 1, max: 500_000 }),
  reference: fc.constantFrom(
    'rental:1',
    'rental:1:late-fee',
    'rental:2:late_fee:9',
    'rental:2:excess:4',
    'rental:3:claim',
    'extension:3',
    'purchase:4',
    'brocks:7',
    'referral:5',
  ),
  createdAt: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: NOW, noInvalidDate: true }),
  bookTitle: fc.constantFrom(null, 'Dune'),
  borrowerName: fc.constant(null),
  lenderName: fc.constant(null),
  buyerName: fc.constant(null),
  sellerName: fc.constant(null),
}) satisfies fc.Arbitrary<MoneyRow>;

const brocksRow = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  reason: fc.constantFrom('book_upload', 'borrow', 'lend', 'refund', 'offer_redeemed', 'brocks_payment'),
  delta: fc.integer({ min: -50, max: 50 }).filter((d) => d !== 0),
  description: fc.constant('x'),
  createdAt: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: NOW, noInvalidDate: true }),
}) satisfies fc.Arbitrary<BrocksRow>;

const sum = (list: { amount: number }[]) => list.reduce((s, t) => s + t.amount, 0);

describe('earnings totals equal their lists', () => {
  it('money: earned and spent are the sums of the lists, netWorth their difference', () => {
    fc.assert(
      fc.property(fc.array(moneyRow, { maxLength: 60 }), (rows) => {
        const m = moneyEarnings(rows, NOW, 1_000);
        expect(m.earned).toBe(sum(m.earningTransactions));
        expect(m.spent).toBe(sum(m.spendingTransactions));
        expect(m.netWorth).toBe(m.earned - m.spent);
        const months = new Set(m.monthly.map((x) => x.month));
        const recent = (list: { amount: number; createdAt: Date }[]) =>
          sum(list.filter((t) => months.has(monthOf(t.createdAt))));
        expect(m.monthly.reduce((s, x) => s + x.earned, 0)).toBe(recent(m.earningTransactions));
        expect(m.monthly.reduce((s, x) => s + x.spent, 0)).toBe(recent(m.spendingTransactions));
      }),
      { numRuns: 200 },
    );
  });

  it('brocks: earned − spent is the ledger sum, and totals equal the lists', () => {
    fc.assert(
      fc.property(fc.array(brocksRow, { maxLength: 60 }), (rows) => {
        const b = brocksEarnings(rows, 1_000);
        expect(b.earned).toBe(sum(b.earningTransactions));
        expect(b.spent).toBe(sum(b.spendingTransactions));
        expect(b.netWorth).toBe(rows.reduce((s, r) => s + r.delta, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('lists hold the newest 100, newest first, while totals count every row', () => {
    fc.assert(
      fc.property(fc.array(brocksRow, { minLength: 0, maxLength: 250 }), (rows) => {
        const b = brocksEarnings(rows);
        expect(b.earningTransactions.length).toBeLessThanOrEqual(100);
        const times = b.earningTransactions.map((t) => t.createdAt.getTime());
        expect(times).toEqual([...times].sort((x, y) => y - x));
        const all = summarize(b.earningTransactions, [], 1_000);
        if (rows.filter((r) => r.delta > 0 && r.reason !== 'refund').length <= 100)
          expect(all.earned).toBe(b.earned);
      }),
      { numRuns: 50 },
    );
  });
});

describe('money earnings', () => {
  const base = { bookTitle: 'Dune', borrowerName: null, lenderName: null, buyerName: null, sellerName: null };
  const at = new Date('2026-11-20T10:00:00Z');
  it('leaves the deposit out of a rental payment and lists it apart', () => {
    const m = moneyEarnings(
      [
        {
          ...base,
          id: 1,
          kind: 'payment',
          funding: 'provider',
          amountPaise: 17_350,
          reference: 'rental:1',
          createdAt: at,
        },
        {
          ...base,
          id: 2,
          kind: 'deposit_held',
          funding: null,
          amountPaise: 10_000,
          reference: 'rental:1',
          createdAt: at,
        },
        {
          ...base,
          id: 3,
          kind: 'platform_fee',
          funding: null,
          amountPaise: 350,
          reference: 'rental:1',
          createdAt: at,
        },
        {
          ...base,
          id: 4,
          kind: 'deposit_released',
          funding: null,
          amountPaise: 10_000,
          reference: 'rental:1',
          createdAt: at,
        },
        {
          ...base,
          id: 5,
          kind: 'payment',
          funding: 'brocks_offer',
          amountPaise: 500,
          reference: 'rental:1:brocks-offer',
          createdAt: at,
        },
      ],
      NOW,
    );
    expect(m.spent).toBe(7_350);
    expect(m.spendingTransactions).toMatchObject([
      { type: 'rental', amount: 7_350, description: 'Borrowed "Dune"' },
    ]);
    expect(m.earned).toBe(0);
    expect(m.deposits).toMatchObject({ held: 10_000, refunded: 10_000, applied: 0, holding: 0 });
    expect(m.monthly.at(-1)).toEqual({ month: '2026-11', earned: 0, spent: 7_350 });
  });

  it('counts lender earnings, late fees from the deposit, sales and referral credit', () => {
    const m = moneyEarnings(
      [
        {
          ...base,
          id: 1,
          kind: 'lender_earning',
          funding: null,
          amountPaise: 7_000,
          reference: 'rental:1',
          createdAt: at,
        },
        {
          ...base,
          id: 2,
          kind: 'lender_earning',
          funding: null,
          amountPaise: 950,
          reference: 'rental:1:late-fee',
          createdAt: at,
        },
        {
          ...base,
          id: 3,
          kind: 'seller_earning',
          funding: null,
          amountPaise: 20_000,
          reference: 'purchase:1',
          createdAt: at,
        },
        {
          ...base,
          id: 4,
          kind: 'credit_granted',
          funding: null,
          amountPaise: 5_000,
          reference: 'referral:9',
          createdAt: at,
        },
        {
          ...base,
          id: 5,
          kind: 'deposit_applied',
          funding: null,
          amountPaise: 1_000,
          reference: 'rental:2',
          createdAt: at,
        },
      ],
      NOW,
    );
    expect(m.earned).toBe(32_950);
    expect(m.earningTransactions.map((t) => t.type).sort()).toEqual([
      'late_fee_earning',
      'referral_credit',
      'rental_earning',
      'sale',
    ]);
    expect(m.spendingTransactions).toMatchObject([{ type: 'late_fee_from_deposit', amount: 1_000 }]);
  });
});

describe('months', () => {
  it('are India Standard Time calendar months, the last 12 ending now', () => {
    expect(monthOf(new Date('2026-10-31T19:00:00Z'))).toBe('2026-11');
    expect(lastMonths(NOW)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });
});

describe('deposit claims in earnings (ADR 0035)', () => {
  const base = { bookTitle: 'Dune', borrowerName: null, lenderName: null, buyerName: null, sellerName: null };
  const at = new Date('2026-11-20T10:00:00Z');
  const row = (id: number, kind: string, amountPaise: number): MoneyRow => ({
    ...base,
    id,
    kind,
    funding: null,
    amountPaise,
    reference: 'rental:7:claim',
    createdAt: at,
  });
  it('shows the owner a claim income and the borrower the deposit kept for it', () => {
    const owner = moneyEarnings([row(1, 'lender_earning', 5_000)], NOW);
    expect(owner.earningTransactions).toMatchObject([
      { type: 'deposit_claim_earning', amount: 5_000, description: 'Deposit claim for "Dune"' },
    ]);
    const borrower = moneyEarnings(
      [row(2, 'deposit_applied', 5_000), row(3, 'deposit_released', 5_000)],
      NOW,
    );
    expect(borrower.spendingTransactions).toMatchObject([
      { type: 'deposit_claim', amount: 5_000, description: 'Deposit kept for a claim on "Dune"' },
    ]);
    expect(borrower.deposits).toMatchObject({ applied: 5_000, refunded: 5_000 });
  });
});

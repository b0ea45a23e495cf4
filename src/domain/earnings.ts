/**
 * Earnings derived from the two ledgers, never from counters (issue rules "Earnings"; spec 002 §2.3, §3
 * "Earnings", "Transaction"; docs/decisions/0029-badges-and-earnings.md). Money is integer paise, Brocks
 * whole Brocks.
 *
 * Money, for one member, from their own `money_ledger` rows:
 * - earned: lender earnings (rentals, extensions, late fees), sale proceeds, referral credit (`credit_granted`);
 * - spent: rupees they paid (`payment` rows funded `provider` or `credit`) for rental and extension fees,
 *   platform fees, purchases, Brocks packages, late and excess charges, less the deposit inside a rental's
 *   payment; plus deposits kept toward late fees (`deposit_applied`); less money refunded (`refund`);
 * - deposits held, released and applied are listed apart (neither earned nor spent); platform fee rows are
 *   inside the payments; payments made with Brocks or a Brocks offer are not rupees spent.
 * Brocks: earned = credits other than refunds; spent = debits less refunds; so earned − spent = balance.
 */

/** How many transactions each list holds (newest first). */
export const EARNINGS_LIST_LIMIT = 100;
/** Months in the monthly earned/spent series, ending with the current month. */
export const EARNINGS_MONTHS = 12;
/** Months are calendar months in India Standard Time (UTC+05:30). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** One ledger-derived transaction; `amount` is paise (money) or Brocks. */
export interface EarningsTransaction {
  id: number;
  type: string;
  amount: number;
  description: string;
  createdAt: Date;
  bookTitle: string | null;
  buyerName: string | null;
  borrowerName: string | null;
  sellerName: string | null;
  lenderName: string | null;
  /** money: `rental`, `purchase`, `referral`, `provider`, `credit`, `deposit`; Brocks: the ledger reason */
  source: string;
}

export interface EarningsSide {
  earned: number;
  spent: number;
  netWorth: number;
  earningTransactions: EarningsTransaction[];
  spendingTransactions: EarningsTransaction[];
}

/** Newest first (time, then id). */
function newestFirst(a: EarningsTransaction, b: EarningsTransaction): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}

const total = (list: readonly EarningsTransaction[]) => list.reduce((s, t) => s + t.amount, 0);

/**
 * Totals over every transaction given, and the newest `limit` of each list. With `limit` at least the
 * list lengths, earned and spent equal the sums of their lists; netWorth is always earned − spent.
 */
export function summarize(
  earning: readonly EarningsTransaction[],
  spending: readonly EarningsTransaction[],
  limit = EARNINGS_LIST_LIMIT,
): EarningsSide {
  const earned = total(earning);
  const spent = total(spending);
  return {
    earned,
    spent,
    netWorth: earned - spent,
    earningTransactions: [...earning].sort(newestFirst).slice(0, limit),
    spendingTransactions: [...spending].sort(newestFirst).slice(0, limit),
  };
}

/** A member's own money ledger row with the names of the rental or purchase it belongs to. */
export interface MoneyRow {
  id: number;
  kind: string;
  funding: string | null;
  amountPaise: number;
  reference: string;
  createdAt: Date;
  bookTitle: string | null;
  borrowerName: string | null;
  lenderName: string | null;
  buyerName: string | null;
  sellerName: string | null;
}

/** What a reference says the movement was for: `rental:7`, `rental:7:late_fee:3`, `extension:2`, `purchase:4`. */
function purposeOf(
  reference: string,
): 'rental' | 'late_fee' | 'excess' | 'claim' | 'extension' | 'purchase' | 'other' {
  if (/^rental:\d+:(late-fee|late_fee)/.test(reference)) return 'late_fee';
  if (/^rental:\d+:claim$/.test(reference)) return 'claim';
  if (/^rental:\d+:excess/.test(reference)) return 'excess';
  if (/^rental:\d+/.test(reference)) return 'rental';
  if (reference.startsWith('extension:')) return 'extension';
  if (reference.startsWith('purchase:')) return 'purchase';
  return 'other';
}

const quoted = (title: string | null) => (title ? `"${title}"` : 'a book');

function tx(row: MoneyRow, type: string, amount: number, description: string, source: string) {
  return {
    id: row.id,
    type,
    amount,
    description,
    createdAt: row.createdAt,
    bookTitle: row.bookTitle,
    buyerName: row.buyerName,
    borrowerName: row.borrowerName,
    sellerName: row.sellerName,
    lenderName: row.lenderName,
    source,
  } satisfies EarningsTransaction;
}

function earningOf(row: MoneyRow): EarningsTransaction | null {
  const book = quoted(row.bookTitle);
  if (row.kind === 'seller_earning') return tx(row, 'sale', row.amountPaise, `Sold ${book}`, 'purchase');
  // Credit given back by a cancelled borrow (`rental:N:cancelled`) is not earned: the refund already
  // takes that spending back.
  if (row.kind === 'credit_granted')
    return row.reference.startsWith('rental:')
      ? null
      : tx(row, 'referral_credit', row.amountPaise, 'Referral bonus credit', 'referral');
  // A loan cancelled before pickup takes its earning back (ADR 0032).
  if (row.kind === 'lender_earning_reversed')
    return tx(row, 'rental_cancelled', -row.amountPaise, `Cancelled loan of ${book}`, 'rental');
  if (row.kind !== 'lender_earning') return null;
  const purpose = purposeOf(row.reference);
  if (purpose === 'extension')
    return tx(row, 'extension_earning', row.amountPaise, `Extension of ${book}`, 'rental');
  // A settled deposit claim (ADR 0035) is the owner's in full, no commission.
  if (purpose === 'claim')
    return tx(row, 'deposit_claim_earning', row.amountPaise, `Deposit claim for ${book}`, 'rental');
  if (purpose === 'late_fee' || purpose === 'excess')
    return tx(row, 'late_fee_earning', row.amountPaise, `Late fee for ${book}`, 'rental');
  return tx(row, 'rental_earning', row.amountPaise, `Lent ${book}`, 'rental');
}

const PAYMENT_WORDS = {
  rental: ['rental', 'Borrowed'],
  late_fee: ['late_fee', 'Late fee for'],
  excess: ['excess', 'Excess charges for'],
  extension: ['extension', 'Extended'],
  purchase: ['purchase', 'Bought'],
} as const;

function spendingOf(row: MoneyRow, depositIn: ReadonlyMap<string, number>): EarningsTransaction | null {
  const book = quoted(row.bookTitle);
  if (row.kind === 'deposit_applied' && purposeOf(row.reference) === 'claim')
    return tx(row, 'deposit_claim', row.amountPaise, `Deposit kept for a claim on ${book}`, 'deposit');
  if (row.kind === 'deposit_applied')
    return tx(
      row,
      'late_fee_from_deposit',
      row.amountPaise,
      `Deposit kept for late fees on ${book}`,
      'deposit',
    );
  if (row.kind === 'refund') return tx(row, 'refund', -row.amountPaise, 'Money refunded', 'refund');
  if (row.kind !== 'payment' || (row.funding !== 'provider' && row.funding !== 'credit')) return null;
  // The deposit is paid with the rental's provider payment (credit never pays it): it is shown apart.
  const deposit = row.funding === 'provider' ? (depositIn.get(row.reference) ?? 0) : 0;
  const amount = row.amountPaise - deposit;
  if (amount <= 0) return null;
  const purpose = purposeOf(row.reference);
  if (purpose === 'claim') return null;
  if (purpose === 'other') {
    const pkg = /brocks|package/i.test(row.reference);
    return tx(
      row,
      pkg ? 'brocks_package' : 'payment',
      amount,
      pkg ? 'Bought Brocks' : 'Payment',
      row.funding,
    );
  }
  const [type, verb] = PAYMENT_WORDS[purpose];
  return tx(row, type, amount, `${verb} ${book}`, row.funding);
}

const DEPOSIT_WORDS: Record<string, [string, string]> = {
  deposit_held: ['deposit_held', 'Deposit held for'],
  deposit_released: ['deposit_refunded', 'Deposit refunded for'],
  deposit_applied: ['deposit_applied', 'Deposit kept for late fees on'],
};

export interface MoneyEarnings extends EarningsSide {
  monthly: { month: string; earned: number; spent: number }[];
  deposits: {
    held: number;
    refunded: number;
    applied: number;
    /** held − refunded − applied: deposits still with Hubshelf */
    holding: number;
    transactions: EarningsTransaction[];
  };
}

/** `YYYY-MM` of `at` in India Standard Time. */
export function monthOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The `EARNINGS_MONTHS` months ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, count = EARNINGS_MONTHS): string[] {
  const [y, m] = monthOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** A member's money earnings from all their money ledger rows (see the module comment). */
export function moneyEarnings(
  rows: readonly MoneyRow[],
  now: Date,
  limit = EARNINGS_LIST_LIMIT,
): MoneyEarnings {
  const depositIn = new Map<string, number>();
  for (const r of rows)
    if (r.kind === 'deposit_held')
      depositIn.set(r.reference, (depositIn.get(r.reference) ?? 0) + r.amountPaise);
  const earning: EarningsTransaction[] = [];
  const spending: EarningsTransaction[] = [];
  const deposits: EarningsTransaction[] = [];
  for (const r of rows) {
    const e = earningOf(r);
    if (e) earning.push(e);
    const s = spendingOf(r, depositIn);
    if (s) spending.push(s);
    const words = DEPOSIT_WORDS[r.kind];
    if (words) deposits.push(tx(r, words[0], r.amountPaise, `${words[1]} ${quoted(r.bookTitle)}`, 'deposit'));
  }
  const months = lastMonths(now);
  const monthly = months.map((month) => ({ month, earned: 0, spent: 0 }));
  const at = new Map(months.map((m, i) => [m, monthly[i]]));
  for (const e of earning) {
    const slot = at.get(monthOf(e.createdAt));
    if (slot) slot.earned += e.amount;
  }
  for (const s of spending) {
    const slot = at.get(monthOf(s.createdAt));
    if (slot) slot.spent += s.amount;
  }
  const sumKind = (kind: string) =>
    rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountPaise, 0);
  const held = sumKind('deposit_held');
  const refunded = sumKind('deposit_released');
  const applied = sumKind('deposit_applied');
  return {
    ...summarize(earning, spending, limit),
    monthly,
    deposits: {
      held,
      refunded,
      applied,
      holding: held - refunded - applied,
      transactions: [...deposits].sort(newestFirst).slice(0, limit),
    },
  };
}

/** One Brocks ledger entry of a member. */
export interface BrocksRow {
  id: number;
  reason: string;
  delta: number;
  description: string;
  createdAt: Date;
}

/** A member's Brocks earnings: earned − spent equals the ledger sum (the balance). */
export function brocksEarnings(rows: readonly BrocksRow[], limit = EARNINGS_LIST_LIMIT): EarningsSide {
  const of = (r: BrocksRow, amount: number): EarningsTransaction => ({
    id: r.id,
    type: r.reason,
    amount,
    description: r.description,
    createdAt: r.createdAt,
    bookTitle: null,
    buyerName: null,
    borrowerName: null,
    sellerName: null,
    lenderName: null,
    source: r.reason,
  });
  const earning = rows.filter((r) => r.delta > 0 && r.reason !== 'refund').map((r) => of(r, r.delta));
  // A refund gives back Brocks spent: it counts against spending, as a negative amount.
  const spending = rows.filter((r) => r.delta < 0 || r.reason === 'refund').map((r) => of(r, -r.delta));
  return summarize(earning, spending, limit);
}

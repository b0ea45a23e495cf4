/**
 * Demo borrows and purchases (spec 000 §7 borrow and buy; ARCHITECTURE §1 demo data): neighbours of the same demo hub borrow and buy each other's books
 * through the real use cases, paying with the demo provider (and one Brocks offer), at times in the recent
 * past, so every rental, purchase, payment order, Brocks entry and money ledger row is what the app itself
 * would have written. Two rentals are completed (book back, deposit released), three are active (one due
 * within a day, for the home Due Soon list), and two books are sold.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppliedBrocks, PaymentPurpose } from '@/contract/payments';
import { paiseToRupees } from '@/domain/money';
import { quoteBorrow, quotePurchase, type RentalDuration } from '@/domain/pricing';
import type { Db } from '../db/client';
import { bookHubs, books, rentals, type UserRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import { memberHubIds } from '../modules/membership';
import { createOrder, payDemoOrder, type TransactionDeps } from '../modules/payments';
import { buyBook } from '../modules/purchases';
import { borrowBook, confirmReturn, requestReturn } from '../modules/rentals';
import { getBrocksSettings, getPlatformSettings } from '../modules/settings';
import type { SeedContext } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Demo payments always use the demo provider, whatever the server is configured with. */
const DEMO_PAYMENTS = { payments: { provider: 'demo' as const } };

interface DemoRental {
  borrower: string;
  lender: string;
  /** when it was borrowed, ms before the seed runs */
  agoMs: number;
  duration: RentalDuration;
  method: 'card' | 'upi';
  offer?: Pick<AppliedBrocks, 'offerType' | 'brocksUsed'>;
  /** when the lender confirmed the return, ms before the seed runs */
  returnedAgoMs?: number;
}

const DEMO_RENTALS: DemoRental[] = [
  {
    borrower: 'ravi@hubshelf.local',
    lender: 'asha@hubshelf.local',
    agoMs: 40 * DAY_MS,
    duration: 14,
    method: 'card',
    returnedAgoMs: 27 * DAY_MS,
  },
  {
    borrower: 'meera@hubshelf.local',
    lender: 'priya@hubshelf.local',
    agoMs: 25 * DAY_MS,
    duration: 7,
    method: 'upi',
    offer: { offerType: 'rupees', brocksUsed: 40 },
    returnedAgoMs: 18 * DAY_MS,
  },
  {
    borrower: 'arjun@hubshelf.local',
    lender: 'ravi@hubshelf.local',
    agoMs: 3 * DAY_MS,
    duration: 14,
    method: 'card',
  },
  {
    borrower: 'asha@hubshelf.local',
    lender: 'arjun@hubshelf.local',
    agoMs: 6 * DAY_MS + 12 * HOUR_MS,
    duration: 7,
    method: 'card',
  },
  {
    borrower: 'priya@hubshelf.local',
    lender: 'meera@hubshelf.local',
    agoMs: 2 * DAY_MS,
    duration: 7,
    method: 'upi',
  },
];

const DEMO_PURCHASES = [
  { buyer: 'arjun@hubshelf.local', seller: 'asha@hubshelf.local', agoMs: 10 * DAY_MS },
  { buyer: 'priya@hubshelf.local', seller: 'meera@hubshelf.local', agoMs: 5 * DAY_MS },
];

/** The use cases' dependencies with time fixed at `at`. */
export function depsAt(db: Db, at: Date): TransactionDeps {
  const clock: Clock = { now: () => at };
  return { db, config: DEMO_PAYMENTS, clock };
}

/** A paid demo order of `amountPaise` for `purpose`, as `payer` would make it in the demo chooser. */
export async function demoPayment(
  deps: TransactionDeps,
  payer: UserRow,
  amountPaise: number,
  purpose: PaymentPurpose,
  bookTitle: string,
) {
  const order = await createOrder(deps, {
    userId: payer.id,
    amountPaise,
    purpose,
    bookTitle,
    lenderName: '',
  });
  const paid = await payDemoOrder(deps, { userId: payer.id, orderId: order.orderId, method: 'card' });
  return { orderId: order.orderId, paymentId: paid.paymentId };
}

/**
 * The oldest listed, available book of `ownerId` visible to `viewerId` (a shared hub), optionally for sale,
 * and with `neverLent` one that was never borrowed (the rentals lifecycle seed uses it).
 */
export async function pickBook(
  db: Db,
  ownerId: number,
  viewerId: number,
  forSale: boolean,
  neverLent = false,
) {
  const hubIds = await memberHubIds(db, viewerId);
  const [row] = await db
    .select({
      id: books.id,
      title: books.title,
      dailyFeePaise: books.dailyFeePaise,
      sellingPricePaise: books.sellingPricePaise,
    })
    .from(books)
    .where(
      and(
        eq(books.ownerId, ownerId),
        eq(books.status, 'listed'),
        eq(books.isAvailable, true),
        forSale ? isNotNull(books.sellingPricePaise) : undefined,
        sql`exists (select 1 from ${bookHubs} where ${bookHubs.bookId} = ${books.id} and ${inArray(bookHubs.hubId, hubIds)})`,
        neverLent
          ? sql`not exists (select 1 from ${rentals} where ${rentals.bookId} = ${books.id})`
          : undefined,
      ),
    )
    .orderBy(asc(books.id))
    .limit(1);
  if (!row) throw new Error(`No demo book of member ${ownerId} for member ${viewerId}`);
  return row;
}

/**
 * Returns a demo rental through the rentals lifecycle: the borrower asks an hour before `at`, the lender
 * confirms at `at` (the rental completed, the book available again, the deposit settled).
 */
async function completeDemoRental(
  db: Db,
  rental: { id: number; borrowerId: number; lenderId: number },
  at: Date,
) {
  await requestReturn(depsAt(db, new Date(at.getTime() - HOUR_MS)), rental.borrowerId, rental.id, {
    notes: null,
  });
  await confirmReturn(depsAt(db, at), rental.lenderId, rental.id, { notes: null });
}

/** Seeds the demo transactions (see the module comment). Throws when a demo member or book is missing. */
export async function seedTransactions(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now().getTime();
  const byEmail = new Map(ctx.users.members.map((m) => [m.email, m]));
  const member = (email: string) => {
    const found = byEmail.get(email);
    if (!found) throw new Error(`Demo member ${email} is missing`);
    return found;
  };

  const platform = await getPlatformSettings(db); // in turn: the seed runs in one transaction
  const brocks = await getBrocksSettings(db);
  const events = [
    ...DEMO_RENTALS.map((r) => ({ agoMs: r.agoMs, run: () => seedRental(r) })),
    ...DEMO_PURCHASES.map((p) => ({ agoMs: p.agoMs, run: () => seedPurchase(p) })),
  ].sort((a, b) => b.agoMs - a.agoMs);
  for (const e of events) await e.run();

  async function seedRental(r: DemoRental): Promise<void> {
    const borrower = member(r.borrower);
    const book = await pickBook(db, member(r.lender).id, borrower.id, false);
    const deps = depsAt(db, new Date(now - r.agoMs));
    const quote = quoteBorrow(book.dailyFeePaise, r.duration, r.offer ?? null, platform, brocks);
    const appliedBrocks = r.offer
      ? { ...r.offer, discountAmount: paiseToRupees(quote.brocksDiscountPaise) }
      : null;
    const paid = await demoPayment(deps, borrower, quote.totalPaise, 'rental', book.title);
    const rental = await borrowBook(deps, borrower.id, {
      bookId: book.id,
      duration: r.duration,
      paymentMethod: r.method,
      appliedBrocks,
      ...paid,
    });
    if (r.returnedAgoMs !== undefined) await completeDemoRental(db, rental, new Date(now - r.returnedAgoMs));
  }

  async function seedPurchase(p: (typeof DEMO_PURCHASES)[number]): Promise<void> {
    const buyer = member(p.buyer);
    const book = await pickBook(db, member(p.seller).id, buyer.id, true);
    const deps = depsAt(db, new Date(now - p.agoMs));
    const { totalPaise } = quotePurchase(book.sellingPricePaise!, platform);
    const paid = await demoPayment(deps, buyer, totalPaise, 'purchase', book.title);
    await buyBook(deps, buyer.id, { bookId: book.id, paymentMethod: 'card', ...paid });
  }
}

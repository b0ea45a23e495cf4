/**
 * What keeps a member's account from being deleted (ADR 0052): an open rental as borrower or as owner, an
 * unsettled deposit claim, a pending extension, or a payment not yet settled. Each blocker is worded in the
 * caller's language ('Return "Wings of Fire" to Asha first') with the client path that settles it.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeletionBlocker } from '@/contract/account';
import type { DeletionBlockerKind } from '@/domain/account';
import type { Language } from '@/domain/languages';
import { formatPaise } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import {
  books,
  depositClaims,
  paymentOrders,
  payments,
  refunds,
  rentalExtensionRequests,
  rentals,
  users,
} from '../../db/schema';
import { t, type MessageVars } from '../../i18n/t';

/** The client paths that settle a blocker (src/client/app/routes.tsx: My Books' tabs, a deposit claim). */
export const BORROWED_TAB = '/my-books?tab=borrowed';
export const LENT_TAB = '/my-books?tab=lent';
const claimPath = (id: number) => `/deposit-claims/${id}`;

const borrower = alias(users, 'borrower');
const lender = alias(users, 'lender');

/** A rental's states while the book is out or about to be (not completed, not cancelled). */
const OPEN_RENTAL = ['active', 'return_requested'] as const;

const KEYS: Record<DeletionBlockerKind, string> = {
  rental_borrower: 'rentalBorrower',
  rental_owner: 'rentalOwner',
  claim: 'claim',
  extension: 'extension',
  payment: 'payment',
};

function blocker(kind: DeletionBlockerKind, href: string, vars: MessageVars, lng: Language): DeletionBlocker {
  return { kind, href, message: t(`account:deletion.blockers.${KEYS[kind]}`, vars, lng) };
}

/** Rentals where `userId` is the borrower or the owner. */
const partyTo = (userId: number) => or(eq(rentals.borrowerId, userId), eq(rentals.lenderId, userId));

async function rentalBlockers(db: Db | Tx, userId: number, lng: Language): Promise<DeletionBlocker[]> {
  const open = await db
    .select({
      borrowerId: rentals.borrowerId,
      book: books.title,
      owner: lender.name,
      borrower: borrower.name,
    })
    .from(rentals)
    .innerJoin(books, eq(books.id, rentals.bookId))
    .innerJoin(borrower, eq(borrower.id, rentals.borrowerId))
    .innerJoin(lender, eq(lender.id, rentals.lenderId))
    .where(and(partyTo(userId), inArray(rentals.status, [...OPEN_RENTAL])))
    .orderBy(rentals.id);
  return open.map((row) =>
    row.borrowerId === userId
      ? blocker('rental_borrower', BORROWED_TAB, { book: row.book, owner: row.owner }, lng)
      : blocker('rental_owner', LENT_TAB, { book: row.book, borrower: row.borrower }, lng),
  );
}

async function claimBlockers(db: Db | Tx, userId: number, lng: Language): Promise<DeletionBlocker[]> {
  const open = await db
    .select({ id: depositClaims.id, book: books.title })
    .from(depositClaims)
    .innerJoin(rentals, eq(rentals.id, depositClaims.rentalId))
    .innerJoin(books, eq(books.id, rentals.bookId))
    .where(and(partyTo(userId), inArray(depositClaims.status, ['open', 'disputed'])))
    .orderBy(depositClaims.id);
  return open.map((c) => blocker('claim', claimPath(c.id), { book: c.book }, lng));
}

async function extensionBlockers(db: Db | Tx, userId: number, lng: Language): Promise<DeletionBlocker[]> {
  const pending = await db
    .select({ book: books.title, borrowerId: rentals.borrowerId })
    .from(rentalExtensionRequests)
    .innerJoin(rentals, eq(rentals.id, rentalExtensionRequests.rentalId))
    .innerJoin(books, eq(books.id, rentals.bookId))
    .where(and(partyTo(userId), inArray(rentalExtensionRequests.status, ['pending', 'approved'])))
    .orderBy(rentalExtensionRequests.id);
  return pending.map((e) =>
    blocker('extension', e.borrowerId === userId ? BORROWED_TAB : LENT_TAB, { book: e.book }, lng),
  );
}

/**
 * Payments of `userId` not yet settled: a captured payment no borrow, buy or fee has used yet (order `paid`;
 * the refund job returns it after 30 minutes), or a refund of theirs the provider has not processed.
 */
async function paymentBlockers(db: Db | Tx, userId: number, lng: Language): Promise<DeletionBlocker[]> {
  const unsettled = await db
    .select({ amountPaise: paymentOrders.amountPaise })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        or(
          eq(paymentOrders.status, 'paid'),
          sql`exists (select 1 from ${payments} join ${refunds} on ${refunds.paymentId} = ${payments.id}
            where ${payments.orderId} = ${paymentOrders.id} and ${refunds.status} = 'pending')`,
        ),
      ),
    )
    .orderBy(paymentOrders.id);
  return unsettled.map((p) =>
    blocker('payment', BORROWED_TAB, { amount: formatPaise(p.amountPaise, lng) }, lng),
  );
}

/**
 * Everything that keeps `userId`'s account from being deleted now, in the order rentals as borrower and
 * as owner, deposit claims, extensions, payments; [] when nothing does. Rule: ADR 0052.
 */
export async function deletionBlockers(
  db: Db | Tx,
  userId: number,
  lng: Language,
): Promise<DeletionBlocker[]> {
  const rentalsOpen = await rentalBlockers(db, userId, lng);
  return [
    ...rentalsOpen.filter((b) => b.kind === 'rental_borrower'),
    ...rentalsOpen.filter((b) => b.kind === 'rental_owner'),
    ...(await claimBlockers(db, userId, lng)),
    ...(await extensionBlockers(db, userId, lng)),
    ...(await paymentBlockers(db, userId, lng)),
  ];
}

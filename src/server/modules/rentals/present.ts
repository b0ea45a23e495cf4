/** Rentals in the wire format (spec 001 §3 "Rental"; 000 §3 "Pricing"): paise → rupees, dates → ISO strings. */
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RentalSummary, TransactionBook } from '@/contract/rentals';
import { paiseToRupees } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import { books, rentals, users } from '../../db/schema';

const borrower = alias(users, 'borrower');
const lender = alias(users, 'lender');

/** The book columns a rental or purchase shows, as a select shape. */
export const transactionBookColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  genre: books.genre,
  imageUrl: books.imageUrl,
  coverImageUrl: books.coverImageUrl,
} satisfies Record<keyof TransactionBook, unknown>;

/** Rentals matching `where` (on `rentals`), newest first, as the wire's rental summaries. */
export async function rentalSummaries(db: Db | Tx, where: SQL): Promise<RentalSummary[]> {
  const rows = await db
    .select({
      rental: rentals,
      book: transactionBookColumns,
      borrowerName: borrower.name,
      lenderName: lender.name,
    })
    .from(rentals)
    .innerJoin(books, eq(books.id, rentals.bookId))
    .innerJoin(borrower, eq(borrower.id, rentals.borrowerId))
    .innerJoin(lender, eq(lender.id, rentals.lenderId))
    .where(where)
    .orderBy(desc(rentals.createdAt), desc(rentals.id));
  return rows.map(({ rental: r, book, borrowerName, lenderName }) => ({
    id: r.id,
    status: r.status,
    book,
    borrowerId: r.borrowerId,
    borrower: { name: borrowerName },
    lenderId: r.lenderId,
    lender: { name: lenderName },
    startDate: r.startDate.toISOString(),
    endDate: r.endDate.toISOString(),
    duration: r.durationDays,
    dailyFee: paiseToRupees(r.dailyFeePaise),
    rentalFee: paiseToRupees(r.rentalFeePaise),
    platformFee: paiseToRupees(r.platformFeePaise),
    securityDeposit: paiseToRupees(r.securityDepositPaise),
    brocksDiscount: paiseToRupees(r.brocksDiscountPaise),
    brocksUsed: r.brocksUsed,
    offerType: r.offerType,
    totalAmount: paiseToRupees(r.totalPaise),
    lenderAmount: paiseToRupees(r.lenderAmountPaise),
    paymentMethod: r.paymentMethod,
    brocksPaid: r.brocksPaid,
    createdAt: r.createdAt.toISOString(),
  }));
}

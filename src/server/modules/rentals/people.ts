/**
 * The people of a rental and the words they are told (spec 002 §2.2, §3 "Data by type"): names,
 * phones and e-mail addresses of the borrower and lender, the book's title, and rupee amounts in text.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import { formatPaise } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import { dateIn } from '../../i18n/member-language';
import { books, users, type RentalRow } from '../../db/schema';

/** `₹1,234.50` from integer paise, in `lng` (English by default): the domain's one money format. */
export const rupeesText = (paise: number, lng: Language = DEFAULT_LANGUAGE): string =>
  formatPaise(paise, lng);

/** A due date as people read it, e.g. `28 Nov 2026` (UTC), in `lng` (English by default). */
export const dateText = (at: Date, lng: Language = DEFAULT_LANGUAGE): string => dateIn(at, lng);

export interface Person {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface RentalPeople {
  bookTitle: string;
  borrower: Person;
  lender: Person;
}

/** The book title, borrower and lender of `r`. */
export async function peopleOf(
  db: Db | Tx,
  r: Pick<RentalRow, 'bookId' | 'borrowerId' | 'lenderId'>,
): Promise<RentalPeople> {
  // In turn, not Promise.all: `db` may be a transaction, one connection that runs one query at a time.
  const [book] = await db.select({ title: books.title }).from(books).where(eq(books.id, r.bookId));
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [r.borrowerId, r.lenderId]));
  const person = (id: number) => {
    const p = people.find((x) => x.id === id)!;
    return p;
  };
  return { bookTitle: book.title, borrower: person(r.borrowerId), lender: person(r.lenderId) };
}

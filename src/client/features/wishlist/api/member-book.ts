/**
 * GET /api/books/{id} for the wishlist's 'Borrow Now' (spec 001 §2.17): the full book the Borrow/Buy
 * dialog needs. Kept apart from the wishlist calls (api/wishlist.ts), which every /browse card loads, so
 * the first screen does not load the books contract and zod with it (ADR 0041).
 */
import { booksRoutes, type Book } from '@/contract/books';
import { call } from '@/client/lib/api';

/** The full book, or null when the answer is a summary (the caller is not allowed the full record). */
export async function fetchMemberBook(bookId: number): Promise<Book | null> {
  const book = await call(booksRoutes.get, { params: { id: bookId } });
  return 'ownerId' in book ? book : null;
}

/**
 * `GET /api/admin/stats` (spec 002 §2.1 four cards): one count per card, each answered from an index —
 * users by primary key, books by `books_status_created_idx` (listed or sold, not deleted), hubs by
 * `hubs_status_type_idx` (approved), open rentals by the partial index `rentals_one_open_per_book`.
 */
import { count, inArray, eq } from 'drizzle-orm';
import type { AdminStats } from '@/contract/admin';
import type { Db } from '../../db/client';
import { books, hubs, rentals, users } from '../../db/schema';

export async function adminStats(db: Db): Promise<AdminStats> {
  const [u] = await db.select({ n: count() }).from(users);
  const [b] = await db
    .select({ n: count() })
    .from(books)
    .where(inArray(books.status, ['listed', 'sold']));
  const [h] = await db.select({ n: count() }).from(hubs).where(eq(hubs.status, 'approved'));
  const [r] = await db
    .select({ n: count() })
    .from(rentals)
    .where(inArray(rentals.status, ['active', 'return_requested']));
  return { totalUsers: u.n, totalBooks: b.n, totalSocieties: h.n, activeRentals: r.n };
}

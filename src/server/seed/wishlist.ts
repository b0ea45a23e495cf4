/**
 * Demo wishlists (spec 001 §2.17; ADR 0024): Asha and Ravi each keep three books of their hubs on their
 * wishlist, one of each priority (High, Medium, Low), a lent one first when there is one so 'Not
 * Available' shows too. Added through the wishlist service; runs after the demo loans.
 */
import { sql } from 'drizzle-orm';
import { WISHLIST_PRIORITIES } from '@/domain/wishlist';
import { queryRows } from '../modules/books';
import { addToWishlist, updateWishlistItem } from '../modules/wishlist';
import type { SeedContext } from './index';

const HOUR_MS = 60 * 60 * 1000;
const DEMO_WISHLISTERS = ['asha@hubshelf.local', 'ravi@hubshelf.local'];
const DEMO_NOTES = ['My book club reads this next month', null, 'Only if nobody else is waiting'];

/** Seeds the demo wishlists (see the module comment). */
export async function seedWishlists(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  for (const email of DEMO_WISHLISTERS) {
    const member = ctx.users.members.find((m) => m.email === email);
    if (!member) throw new Error(`Demo member ${email} is missing`);
    const candidates = await queryRows<{ id: number }>(
      db,
      sql`select distinct b.id, b.is_available from books b
        join book_hubs bh on bh.book_id = b.id and bh.active
        join hub_memberships m on m.hub_id = bh.hub_id and m.user_id = ${member.id} and m.is_active
        where b.owner_id <> ${member.id} and b.status = 'listed'
        order by b.is_available, b.id limit ${WISHLIST_PRIORITIES.length}`,
    );
    for (const [i, { id }] of candidates.entries()) {
      const at = new Date(now - (i + 1) * 26 * HOUR_MS);
      await addToWishlist(db, member.id, Number(id), WISHLIST_PRIORITIES[i], at);
      const notes = DEMO_NOTES[i];
      if (notes) await updateWishlistItem(db, member.id, Number(id), { notes });
    }
  }
}

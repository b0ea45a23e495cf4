/**
 * The demo catalogue as a member sees it, for the relevance suite and the PGlite browse figure: an
 * in-memory PGlite database, migrated and seeded with the demo data, and the demo member who sees the
 * most books. The only benchmark file that imports the demo seed.
 */
import { sql } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/seed';
import type { Clock } from '../src/server/lib/clock';
import { queryRows } from '../src/server/modules/books';

/** Opens the demo database; `memberId` is the member with the most visible listings (ties: lowest id). */
export async function openDemoDatabase(clock: Clock): Promise<{ handle: DatabaseHandle; memberId: number }> {
  const handle = await openPglite();
  await runMigrations(handle);
  await seedDemoData(handle.db, clock);
  const [member] = await queryRows<{ id: number }>(
    handle.db,
    sql`select m.user_id as id from hub_memberships m join book_hubs bh on bh.hub_id = m.hub_id and bh.active
        where m.is_active group by m.user_id order by count(distinct bh.book_id) desc, m.user_id limit 1`,
  );
  return { handle, memberId: member.id };
}

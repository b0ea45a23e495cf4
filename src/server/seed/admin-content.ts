/**
 * Demo data of the admin panel (ADR 0023): the three Brocks packages for sale (Starter 100 Brocks for
 * ₹10, Popular 500 + 25 bonus for ₹50, Value 1000 + 100 bonus for ₹100), and 12 weeks of history for
 * the Analytics tab: the demo members' sign-ups and the books' listing times are spread back over the
 * last 12 weeks (two UPDATEs, so seeding stays fast), keeping the books' order and listing each book
 * before its first rental or sale.
 */
import { sql } from 'drizzle-orm';
import { brocksPackages } from '../db/schema';
import type { SeedContext } from './index';

export const DEMO_PACKAGES = [
  { name: 'Starter', brocks: 100, bonus: 0, pricePaise: 1000, popular: false },
  { name: 'Popular', brocks: 500, bonus: 25, pricePaise: 5000, popular: true },
  { name: 'Value', brocks: 1000, bonus: 100, pricePaise: 10000, popular: false },
];

/** 12 weeks, in seconds. */
const SPREAD_SECONDS = 12 * 7 * 24 * 60 * 60;

export async function seedAdminContent(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  await db
    .insert(brocksPackages)
    .values(DEMO_PACKAGES.map((p) => ({ ...p, createdAt: now, updatedAt: now })));

  // members: evenly over the 12 weeks by id, the administrator first
  await db.execute(sql`
    update users u set created_at = ${now}::timestamptz
      - make_interval(secs => ${SPREAD_SECONDS} * (1 - (r.rn - 1)::float8 / greatest(r.total, 1)))
    from (select id, row_number() over (order by id) as rn, count(*) over () as total from users) r
    where u.id = r.id`);
  // books: spread in their listing order, never after their first rental or sale
  await db.execute(sql`
    update books b set created_at = least(
        ${now}::timestamptz - make_interval(secs => ${SPREAD_SECONDS} * (1 - r.rn::float8 / (r.total + 1))),
        (select min(x.created_at) from rentals x where x.book_id = b.id),
        (select min(p.created_at) from purchases p where p.book_id = b.id)
      )
    from (select id, row_number() over (order by created_at, id) as rn, count(*) over () as total from books) r
    where b.id = r.id`);
}

/**
 * Suspension and ban (ADR 0050): the ground floor the acting areas (books, rentals, purchases, chat,
 * conversations) ask before a member lists, borrows, buys, posts or messages. It imports no other module.
 * A suspended or banned member keeps what settles their loans (returns, late fees, claims, downloads).
 */
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { memberRestrictions } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

/** A member's restriction in force: a ban (`until` null) or a suspension until `until`. */
export interface ActiveRestriction {
  banned: boolean;
  until: Date | null;
}

/** The restriction in force for `userId` at `now`, or null. */
export async function activeRestriction(
  db: Db | Tx,
  userId: number,
  now: Date,
): Promise<ActiveRestriction | null> {
  const [row] = await db
    .select({ banned: memberRestrictions.banned, until: memberRestrictions.suspendedUntil })
    .from(memberRestrictions)
    .where(
      and(
        eq(memberRestrictions.userId, userId),
        or(eq(memberRestrictions.banned, true), gt(memberRestrictions.suspendedUntil, now)),
      ),
    );
  if (!row) return null;
  return row.banned ? { banned: true, until: null } : { banned: false, until: row.until };
}

/**
 * Throws 403 when `userId` is suspended ('Your account is suspended until 12 Dec 2026. You can still return
 * books and settle your loans.') or banned, in the caller's language; resolves otherwise.
 */
export async function assertNotRestricted(db: Db | Tx, userId: number, now: Date): Promise<void> {
  const r = await activeRestriction(db, userId, now);
  if (!r) return;
  if (r.banned) throw localizedError(403, 'restrictions:banned');
  throw localizedError(403, 'restrictions:suspended', { vars: { until: r.until! } });
}

/**
 * A condition for a query over books (or anything with an owner column): true when `ownerColumn`'s member is
 * not suspended or banned at `now`, so their listings leave Browse.
 */
export function ownerNotRestricted(ownerColumn: AnyPgColumn | SQL, now: Date): SQL {
  return sql`not exists (select 1 from member_restrictions mr where mr.user_id = ${ownerColumn}
    and (mr.banned or mr.suspended_until > ${now.toISOString()}))`;
}

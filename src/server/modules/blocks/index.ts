/**
 * Blocking between members (ADR 0050), the public face other areas use: a block is one row per direction
 * (`member_blocks`), its effects hold both ways, and it is invisible to the blocked member.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { memberBlocks } from '../../db/schema';

/** True when either member has blocked the other. */
export async function isBlockedEitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A condition for a query over rows with a member column (a book's owner, a message's sender): true when
 * neither `viewerId` nor that member has blocked the other. With no viewer (signed out) it is always true.
 */
export function notBlockedWith(memberColumn: AnyPgColumn, viewerId: number | null | undefined): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (select 1 from member_blocks mb where
    (mb.blocker_id = ${viewerId} and mb.blocked_id = ${memberColumn})
    or (mb.blocker_id = ${memberColumn} and mb.blocked_id = ${viewerId}))`;
}

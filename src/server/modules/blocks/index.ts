/**
 * Blocking between members (ADR 0050), the public face other areas use: a block is one row per direction
 * (`member_blocks`), its effects hold both ways, and it is invisible to the blocked member.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { memberBlocks } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

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
 * In raw SQL over an aliased table pass the column as SQL, e.g. sql`b.owner_id`.
 */
export function notBlockedWith(memberColumn: AnyPgColumn | SQL, viewerId: number | null | undefined): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (select 1 from member_blocks mb where
    (mb.blocker_id = ${viewerId} and mb.blocked_id = ${memberColumn})
    or (mb.blocker_id = ${memberColumn} and mb.blocked_id = ${viewerId}))`;
}

/**
 * Refuses a borrow or a buy between `callerId` and the book's owner `ownerId` when either blocked the other:
 * 403 'You can't borrow this book.' (`blocks:cannotBorrow`), with no reason, so the block stays invisible.
 */
export async function assertNotBlockedWithOwner(
  db: Db | Tx,
  callerId: number,
  ownerId: number,
): Promise<void> {
  if (await isBlockedEitherWay(db, callerId, ownerId)) throw localizedError(403, 'blocks:cannotBorrow');
}

/**
 * A condition true when `blocker` has blocked `blocked` (one direction), each a member id or a member column
 * (as SQL over an aliased table). Hub chat collapses the messages of members the viewer blocked and leaves
 * out those of members who blocked the viewer.
 */
export function hasBlocked(blocker: number | AnyPgColumn | SQL, blocked: number | AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from member_blocks mb where mb.blocker_id = ${blocker} and mb.blocked_id = ${blocked})`;
}

/** Of `memberIds`, those who blocked `memberId` and those `memberId` blocked. */
export async function blocksAround(
  db: Db | Tx,
  memberId: number,
  memberIds: readonly number[],
): Promise<{ blockedBy: Set<number>; blocked: Set<number> }> {
  const out = { blockedBy: new Set<number>(), blocked: new Set<number>() };
  if (memberIds.length === 0) return out;
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockedId, memberId), inArray(memberBlocks.blockerId, [...memberIds])),
        and(eq(memberBlocks.blockerId, memberId), inArray(memberBlocks.blockedId, [...memberIds])),
      ),
    );
  for (const r of rows) {
    if (r.blockedId === memberId) out.blockedBy.add(r.blockerId);
    else out.blocked.add(r.blockedId);
  }
  return out;
}

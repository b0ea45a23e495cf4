/**
 * Blocking use cases (ADR 0050): block, unblock and list whom a member blocked. Both writes are idempotent
 * (blocking twice or unblocking someone not blocked answers the same); a block is invisible to the blocked
 * member, who is never told. Errors: 400 'You cannot block yourself.', 404 'Member not found' for an unknown id.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { BlockedMember } from '@/contract/blocks';
import type { Db } from '../../db/client';
import { memberBlocks, users } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

async function assertOtherMember(db: Db, blockerId: number, blockedId: number): Promise<void> {
  if (blockerId === blockedId) throw localizedError(400, 'blocks:self');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!row) throw localizedError(404, 'blocks:memberNotFound');
}

/** PUT /api/blocks/:id: `blockerId` blocks `blockedId` at `now` (a second block keeps the first date). */
export async function blockMember(db: Db, blockerId: number, blockedId: number, now: Date): Promise<void> {
  await assertOtherMember(db, blockerId, blockedId);
  await db.insert(memberBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

/** DELETE /api/blocks/:id: `blockerId` lifts their block on `blockedId` (nothing to lift answers the same). */
export async function unblockMember(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await assertOtherMember(db, blockerId, blockedId);
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}

/** GET /api/blocks: the members `blockerId` blocked, newest block first, with name and picture. */
export async function listBlocked(db: Db, blockerId: number): Promise<BlockedMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      picture: users.profilePicture,
      blockedAt: memberBlocks.createdAt,
    })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId));
  return rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() }));
}

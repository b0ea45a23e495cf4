/**
 * "Ask the owner" (ADR 0050): a member of one of a listed book's hubs, who is not its owner, opens an inquiry
 * about it, or continues the open one they already have (one open inquiry per member and book, a unique
 * partial index). Refused to a restricted member, and between two members either of whom blocked the other.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, conversations, type ConversationRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { isBlockedEitherWay } from '../blocks';
import { findBookInHubsOf } from '../books';
import { assertNotRestricted } from '../restrictions';

/** The member's open inquiry about `bookId`, or undefined. */
async function openInquiry(db: Db, memberId: number, bookId: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.memberId, memberId),
        eq(conversations.bookId, bookId),
        eq(conversations.kind, 'inquiry'),
        eq(conversations.status, 'open'),
      ),
    );
  return row;
}

/**
 * POST /api/books/:id/inquiry: `callerId`'s open inquiry about `bookId` at `now`, and whether it was made now.
 * Refusals: 404 'Book not found' (unknown, deleted, not listed, or in none of the caller's hubs); 403 'You
 * can't ask about your own book.'; 403 the restriction's message (suspended until …, banned); 403 'You can't
 * message this member.' when either blocked the other (no reason given).
 */
export async function askOwner(
  db: Db,
  callerId: number,
  bookId: number,
  now: Date,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [book] = await db
    .select({ ownerId: books.ownerId, status: books.status })
    .from(books)
    .where(eq(books.id, bookId));
  if (!book || book.status !== 'listed') throw localizedError(404, 'conversations:bookNotFound');
  if (book.ownerId === callerId) throw localizedError(403, 'conversations:ownBook');
  // before the hub scope, so a block answers the same whatever Browse hides across it
  if (await isBlockedEitherWay(db, callerId, book.ownerId))
    throw localizedError(403, 'conversations:cannotMessage');
  if (!(await findBookInHubsOf(db, bookId, callerId)))
    throw localizedError(404, 'conversations:bookNotFound');
  await assertNotRestricted(db, callerId, now);
  const existing = await openInquiry(db, callerId, bookId);
  if (existing) return { conversation: existing, created: false };
  const [row] = await db
    .insert(conversations)
    .values({
      kind: 'inquiry',
      bookId,
      memberId: callerId,
      ownerId: book.ownerId,
      lastMessageAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { conversation: row, created: true };
  // a concurrent ask made it first
  return { conversation: (await openInquiry(db, callerId, bookId))!, created: false };
}

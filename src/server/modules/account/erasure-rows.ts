/**
 * The rows an erasure changes (ADR 0052), all inside the erasure's transaction. The `users` row stays as the
 * anonymous id of rentals, payments, refunds and both ledgers (kept for accounting) but loses everything that
 * names the person; the member's own personal rows are deleted; what they wrote to others is replaced;
 * their books are delisted; reviews keep their rating. Answers the storage keys of the member's files, to
 * delete once the transaction has committed.
 */
import { eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DELETED_MEMBER_NAME, DELETED_MESSAGE_TEXT, erasedEmail } from '@/domain/account';
import type { Tx } from '../../db/client';
import {
  accountExports,
  bookAlerts,
  books,
  conversationMessages,
  conversationPhotos,
  conversationReads,
  feedback,
  handoverWindows,
  hubChatReads,
  hubMemberships,
  hubMessages,
  imports,
  mailOutbox,
  memberBlocks,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  pushSubscriptions,
  rateLimitCounters,
  rentalPhotos,
  reviews,
  sessions,
  userGenrePreferences,
  users,
  wishlistItems,
  type UserRow,
} from '../../db/schema';
import { avatarKeyOf } from '../../plugins/files';

/** The member's own rows with nothing to keep: each table and its member column. */
const OWN_ROWS: [PgTable, AnyPgColumn][] = [
  [sessions, sessions.userId],
  [passwordResetTokens, passwordResetTokens.userId],
  [pushSubscriptions, pushSubscriptions.userId],
  [userGenrePreferences, userGenrePreferences.userId],
  [notificationPreferences, notificationPreferences.userId],
  [wishlistItems, wishlistItems.userId],
  [bookAlerts, bookAlerts.userId],
  [imports, imports.userId],
  [handoverWindows, handoverWindows.userId],
  [hubChatReads, hubChatReads.userId],
  [conversationReads, conversationReads.userId],
  [notifications, notifications.userId],
  [feedback, feedback.userId],
  [accountExports, accountExports.userId],
  [hubMemberships, hubMemberships.userId],
];

/** Clears every column of `user` that names or reaches the person; the row, its id and number stay. */
async function anonymise(tx: Tx, user: UserRow, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      name: DELETED_MEMBER_NAME,
      email: erasedEmail(user.id),
      passwordHash: null,
      googleId: null,
      phone: '',
      flatWing: '',
      buildingName: '',
      detailedAddress: '',
      city: '',
      profilePicture: null,
      schoolHubId: null,
      companyHubId: null,
      grade: null,
      division: null,
      floor: null,
      building: null,
      preferredLanguage: null,
      isAdmin: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}

/** Deletes the member's personal rows, blocks both ways, and the mail and rate-limit keys of their address. */
async function deleteOwnRows(tx: Tx, user: UserRow): Promise<void> {
  for (const [table, column] of OWN_ROWS) await tx.delete(table).where(eq(column, user.id));
  await tx
    .delete(memberBlocks)
    .where(or(eq(memberBlocks.blockerId, user.id), eq(memberBlocks.blockedId, user.id)));
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);
  await tx
    .delete(rateLimitCounters)
    .where(sql`position(lower(${user.email}) in lower(${rateLimitCounters.key})) > 0`);
}

/**
 * Replaces the member's hub chat and conversation messages with DELETED_MESSAGE_TEXT (events stay: they
 * carry no words of theirs), removes their conversation and rental photos, empties their reviews' text
 * (the rating stays, so averages do not move) and delists their books (the owner's delete: status
 * `deleted`; rows stay for the rentals and purchases that name them). Answers the photos' storage keys.
 */
async function replaceWhatTheyWrote(tx: Tx, userId: number): Promise<string[]> {
  await tx.update(hubMessages).set({ content: DELETED_MESSAGE_TEXT }).where(eq(hubMessages.senderId, userId));
  const texts = await tx
    .update(conversationMessages)
    .set({ content: DELETED_MESSAGE_TEXT })
    .where(sql`${conversationMessages.senderId} = ${userId} and ${conversationMessages.messageType} = 'text'`)
    .returning({ id: conversationMessages.id });
  const photos = texts.length
    ? await tx
        .delete(conversationPhotos)
        .where(
          inArray(
            conversationPhotos.messageId,
            texts.map((m) => m.id),
          ),
        )
        .returning({ key: conversationPhotos.storageKey })
    : [];
  const rentalShots = await tx
    .delete(rentalPhotos)
    .where(eq(rentalPhotos.uploaderId, userId))
    .returning({ key: rentalPhotos.storageKey });
  await tx
    .update(reviews)
    .set({ reviewText: null })
    .where(sql`${reviews.userId} = ${userId} and ${isNotNull(reviews.reviewText)}`);
  await tx
    .update(books)
    .set({ status: 'deleted' })
    .where(sql`${books.ownerId} = ${userId} and ${books.status} = 'listed'`);
  return [...photos, ...rentalShots].map((p) => p.key);
}

/**
 * Erases `user` (read before, under a row lock) at `now` inside `tx`: their own rows and what they wrote,
 * then the row itself. Answers the storage keys of their files (avatar, conversation and rental photos).
 * Rule: ADR 0052.
 */
export async function eraseMemberRows(tx: Tx, user: UserRow, now: Date): Promise<string[]> {
  const keys = await replaceWhatTheyWrote(tx, user.id);
  await deleteOwnRows(tx, user);
  await anonymise(tx, user, now);
  const avatar = avatarKeyOf(user.profilePicture);
  return avatar ? [avatar, ...keys] : keys;
}

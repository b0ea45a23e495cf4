/**
 * Password change (spec 001 §5 "Password form"; ADR docs/decisions/0020-profile-account-and-storage.md):
 * the current password is verified with argon2; on success, in one transaction, the hash is replaced and
 * every other session of the member is deleted, the current one stays. A member who signs in only with
 * Google has no current password and is sent to Forgot password.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/**
 * Changes `user`'s password and ends their other sessions. `currentSessionId` is the stored (hashed) id
 * of the session making the request. Throws 400 `Current password is incorrect` (with
 * `errors.currentPassword`) or 400 for a Google-only member.
 */
export async function changePassword(
  db: Db,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
  now: Date,
): Promise<void> {
  if (!user.passwordHash) throw localizedError(400, 'profile:googleOnly');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw localizedError(400, 'profile:currentPasswordWrong', { fields: ['currentPassword'] });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
  });
}

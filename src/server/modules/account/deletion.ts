/**
 * Asking to delete an account, and changing one's mind (ADR 0052). A request is confirmed by the password,
 * or for a Google-only account by a Google sign-in in the last 10 minutes; it is refused while something is
 * open between the member and another (`deletion-blockers.ts`); otherwise the account is scheduled for
 * erasure 7 days on (`account_deletions`) and a mail with a cancel link goes out. The link, the profile
 * (`DELETE`) or signing in cancels. The `account-erasure` job (`erasure.ts`) does the rest.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DeletionStatus } from '@/contract/account';
import { DELETION_GRACE_DAYS, FRESH_SIGN_IN_MS } from '@/domain/account';
import type { Language } from '@/domain/languages';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { accountDeletions, sessions, type UserRow } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { localizedError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, SESSION_TTL_MS } from '../../plugins/session';
import { deletionBlockers } from './deletion-blockers';
import { sendDeletionMail } from './deletion-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who cancelled a scheduled deletion (`account_deletions.cancelled_by`). */
export type CancelledBy = 'link' | 'sign_in' | 'profile';

/** A deletion not yet cancelled nor carried out. */
const pending = () => and(isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt));

/** When `userId`'s pending deletion is scheduled, or null when none is. */
async function scheduledFor(db: Db | Tx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: accountDeletions.scheduledFor })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), pending()));
  return row?.at ?? null;
}

/**
 * GET /api/account/deletion: when the member's deletion is scheduled (ISO 8601, null when none), whether the
 * account has a password to confirm with, and what blocks asking now (worded in `lng`).
 */
export async function deletionStatus(db: Db, user: UserRow, lng: Language): Promise<DeletionStatus> {
  const at = await scheduledFor(db, user.id);
  return {
    scheduledFor: at?.toISOString() ?? null,
    hasPassword: user.passwordHash !== null,
    blockers: await deletionBlockers(db, user.id, lng),
  };
}

/**
 * Throws 403 unless the request confirms who is asking: the right `password` for an account that has one
 * (`account:deletion.wrongPassword`), else a session started at most FRESH_SIGN_IN_MS (10 min) before `now`
 * (`account:deletion.signInAgain`). A session's start is read as its expiry less SESSION_TTL_MS, both set
 * from the app clock when it is created.
 */
async function assertConfirmed(
  db: Db,
  user: UserRow,
  sessionToken: string | undefined,
  password: string | undefined,
  now: Date,
): Promise<void> {
  if (user.passwordHash !== null) {
    if (!password || !(await verifyPassword(user.passwordHash, password)))
      throw localizedError(403, 'account:deletion.wrongPassword');
    return;
  }
  const [session] = sessionToken
    ? await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, hashToken(sessionToken)), eq(sessions.userId, user.id)))
    : [];
  const startedAt = session ? session.expiresAt.getTime() - SESSION_TTL_MS : -Infinity;
  if (now.getTime() - startedAt > FRESH_SIGN_IN_MS) throw localizedError(403, 'account:deletion.signInAgain');
}

export interface RequestDeletionDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: Date;
}

/**
 * POST /api/account/deletion: confirms the request (403, see `assertConfirmed`), refuses it with 409
 * `{ message: account:deletion.refused, blockers }` while anything blocks, else schedules the erasure
 * DELETION_GRACE_DAYS (7) days after `now` with a new cancel token (32 random bytes, hex in the mail, its
 * SHA-256 stored) and mails the member the date and the link. A member already scheduled is answered the
 * same status again, with no second mail. Rule: ADR 0052.
 */
export async function requestDeletion(
  deps: RequestDeletionDeps,
  user: UserRow,
  confirm: { sessionToken?: string; password?: string },
  lng: Language,
): Promise<DeletionStatus> {
  const { db, now } = deps;
  await assertConfirmed(db, user, confirm.sessionToken, confirm.password, now);
  if (!(await scheduledFor(db, user.id))) {
    const blockers = await deletionBlockers(db, user.id, lng);
    if (blockers.length > 0) throw localizedError(409, 'account:deletion.refused', { extra: { blockers } });
    const token = randomBytes(32).toString('hex');
    const at = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    const inserted = await db
      .insert(accountDeletions)
      .values({
        userId: user.id,
        requestedAt: now,
        scheduledFor: at,
        cancelTokenHash: hashToken(token),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: accountDeletions.id });
    // a second request at the same moment found the first one's row: only the first mails
    if (inserted.length > 0) await sendDeletionMail(deps, user, at, token);
  }
  return deletionStatus(db, user, lng);
}

/**
 * Cancels `userId`'s pending deletion at `now`, recording who (`link`, `sign_in`, `profile`); answers
 * whether there was one to cancel. One conditional update: a deletion the job already carried out (or is
 * carrying out, holding its row) stays as it is.
 */
export async function cancelPendingDeletion(
  db: Db | Tx,
  userId: number,
  now: Date,
  by: CancelledBy,
): Promise<boolean> {
  const cancelled = await db
    .update(accountDeletions)
    .set({ cancelledAt: now, cancelledBy: by })
    .where(and(eq(accountDeletions.userId, userId), pending()))
    .returning({ id: accountDeletions.id });
  return cancelled.length > 0;
}

/**
 * POST /api/account/deletion/cancel (public): cancels the pending deletion whose mailed token is `token`
 * (cancelled_by `link`). Throws 400 `account:deletion.cancelLinkInvalid` for a token that is unknown, or
 * whose deletion was already cancelled or carried out.
 */
export async function cancelDeletionByLink(db: Db, token: string, now: Date): Promise<void> {
  const cancelled = await db
    .update(accountDeletions)
    .set({ cancelledAt: now, cancelledBy: 'link' })
    .where(and(eq(accountDeletions.cancelTokenHash, hashToken(token)), pending()))
    .returning({ id: accountDeletions.id });
  if (cancelled.length === 0) throw localizedError(400, 'account:deletion.cancelLinkInvalid');
}

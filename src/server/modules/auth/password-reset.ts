/**
 * Password reset (ADR 0005; spec 000 §2 /reset-password, §7 Auth, §8 Forgot/Reset rows).
 * A reset token is 32 random bytes (base64url) mailed as `PUBLIC_URL/reset-password?token=…`; only its
 * SHA-256 is stored (`password_reset_tokens`). It expires 1 hour after it is issued and works once;
 * using it ends every session of the member and voids their other outstanding links. Both mails (the link,
 * and 'Your password was changed') are account mails from the notice catalogue, always sent
 * (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../plugins/session';
import { sendAccountMail } from '../notices';
import { findUserByEmail } from './service';

/** How long a reset link works: 1 hour, in ms. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The one answer to every forgot-password request, whether or not the email is registered. */
export const FORGOT_PASSWORD_ANSWER = t('auth:reset.forgotAnswer');
/** English texts of the reset answers (spec 000 §8); the API renders their keys per caller (ADR 0042). */
export const RESET_DONE = t('auth:reset.done');
export const RESET_LINK_INVALID = t('auth:reset.linkInvalid');
export const RESET_LINK_EXPIRED = t('auth:reset.linkExpired');
export const RESET_LINK_USED = t('auth:reset.linkUsed');

export interface ForgotPasswordDeps {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** Origin of the mailed link, e.g. `http://localhost:5000` (no trailing slash). */
  publicUrl: string;
}

/** The link mailed for `token`: `<publicUrl>/reset-password?token=<token>`. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a reset token for the member with `email` and mails them the link. Does nothing (and says
 * nothing different) when no member has that email, so the answer never reveals who is registered.
 */
export async function requestPasswordReset(deps: ForgotPasswordDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: deps.now,
  });
  const link = resetLink(deps.publicUrl, token);
  await sendAccountMail(
    { mailer: deps.mailer, config: { publicUrl: deps.publicUrl } },
    user,
    'password_reset',
    link,
  );
}

/**
 * Sets a new password with a mailed token, in one transaction: marks the token used, stores the new
 * argon2id hash, voids the member's other unused tokens and deletes all their sessions.
 * Throws 400 RESET_LINK_INVALID (unknown token), RESET_LINK_EXPIRED (older than 1 hour) or
 * RESET_LINK_USED (already used). Answers the member's name and email (for the 'password changed' mail).
 */
export async function resetPassword(
  db: Db,
  now: Date,
  token: string,
  password: string,
): Promise<{ name: string; email: string }> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  if (!row) throw localizedError(400, 'auth:reset.linkInvalid');
  if (row.usedAt) throw localizedError(400, 'auth:reset.linkUsed');
  if (row.expiresAt.getTime() <= now.getTime()) throw localizedError(400, 'auth:reset.linkExpired');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Claim the token; a concurrent reset with the same link finds it used and stops here.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw localizedError(400, 'auth:reset.linkUsed');
    const [member] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning({ name: users.name, email: users.email });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    return member;
  });
}

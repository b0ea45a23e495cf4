/**
 * Sessions and password-reset tokens (ARCHITECTURE §2). Both store only a SHA-256 hash of the secret
 * the browser or mail holds, so a database leak does not hand out live sessions or reset links.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** hex SHA-256 of the cookie's random 32-byte id */
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAtNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the browser's User-Agent when signing in, cut to 200 characters (the member's devices, ADR 0052) */
    userAgent: text('user_agent'),
    /** last request on this session, updated at most once an hour */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** hex SHA-256 of the 32 random bytes mailed to the member */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

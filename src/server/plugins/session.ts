/**
 * Cookie sessions (ARCHITECTURE §2): the `hubshelf_session` cookie holds 32 random bytes (base64url);
 * the `sessions` table stores their SHA-256. httpOnly, SameSite=Lax, Secure when PUBLIC_URL is https.
 * Decorates `request.user` (the signed-in member or null) and provides `requireUser` / `requireAdmin`
 * pre-handlers answering 401 / 403.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';
import { localizedError, unauthorized } from '../lib/http-error';

export const SESSION_COOKIE = 'hubshelf_session';
/** Session lifetime: 30 days, in ms. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in member as the server sees it: the user row with `isAdmin` resolved (flag or ADMIN_EMAILS). */
export type AuthUser = UserRow;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Longest User-Agent kept on a session (the member's device list, ADR 0052), in characters. */
export const USER_AGENT_MAX = 200;
/** A session's `last_used_at` is written at most this often, in ms (one hour), so using it stays cheap. */
export const LAST_USED_EVERY_MS = 60 * 60 * 1000;

/**
 * Creates a session row for `userId` and returns the cookie value (the unhashed random id). `userAgent`
 * (the browser's header, cut to USER_AGENT_MAX) is kept so the member can see their devices (ADR 0052).
 */
export async function createSession(db: Db, userId: number, now: Date, userAgent?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    lastUsedAt: now,
  });
  return token;
}

/** Deletes the session whose cookie value is `token` (no error when it does not exist). */
export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Sets the session cookie on `reply`. */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** route hook: 401 `{message}` unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** route hook: 401 when signed out, 403 `{message}` unless an administrator. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw localizedError(403, 'common:adminRequired');
}

/** The signed-in user of a request that passed `requireUser`; throws 401 otherwise. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The session lookup of every signed-in request, built once per database handle as a named prepared
 * statement (`session_user`): no query building per request, and PostgreSQL parses and plans it once per
 * connection (docs/decisions/0012-browse-performance.md). Placeholders: `id`, the SHA-256 hex of the
 * cookie value; `now`, an ISO timestamp (a session whose `expires_at` is not after it is ignored).
 */
function sessionUserQuery(db: Db) {
  return db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
}

/** True when a session's `last_used_at` is unset or at least LAST_USED_EVERY_MS before `now`. */
function isStale(lastUsedAt: Date | string | null, now: Date): boolean {
  return !lastUsedAt || now.getTime() - new Date(lastUsedAt).getTime() >= LAST_USED_EVERY_MS;
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  const sessionUser = sessionUserQuery(app.deps.db);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const { clock, config } = app.deps;
    const id = hashToken(token);
    const now = clock.now();
    const rows = await sessionUser.execute({ id, now: now.toISOString() });
    const user = rows[0]?.user;
    if (user && isStale(rows[0]!.lastUsedAt, now)) {
      await app.deps.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    }
    if (user)
      request.user = {
        ...user,
        isAdmin: user.isAdmin || config.adminEmails.includes(user.email.toLowerCase()),
      };
  });
});

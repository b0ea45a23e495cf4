/**
 * Starting and ending a member's browser session over HTTP (ARCHITECTURE §2: a new session id at every
 * sign-in; sign-out deletes the row). Shared by password and Google sign-in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session';
import { cancelPendingDeletion } from '../account';

/** Deletes the session the request came with, if any, and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await destroySession(app.deps.db, token);
  clearSessionCookie(reply);
}

/**
 * Signs `userId` in: ends the session the request came with (so an old cookie never survives a
 * sign-in), creates a new session (keeping the User-Agent) and sets its cookie on `reply`. Signing in
 * (password or Google) cancels a pending account deletion (ADR 0052).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const old = request.cookies[SESSION_COOKIE];
  if (old) await destroySession(app.deps.db, old);
  const userAgent = request.headers['user-agent'];
  const token = await createSession(app.deps.db, userId, app.deps.clock.now(), userAgent);
  await cancelPendingDeletion(app.deps.db, userId, app.deps.clock.now(), 'sign_in');
  setSessionCookie(app, reply, token);
}

/**
 * Google sign-in redirects (spec 000 §7 Auth: "a browser redirect, not a data call"):
 * - `GET /api/auth/google` keeps a fresh `state` and PKCE code verifier in short-lived httpOnly cookies
 *   and redirects to Google's consent page.
 * - `GET /api/auth/google/callback` checks `state` against its cookie, exchanges the code (with the
 *   verifier), finds or creates the member, starts a session and redirects to `/`.
 * A referral code (`?ref=<user number>`, from /register?ref=) is kept in a third short-lived cookie and
 * applied when the callback creates a new member (docs/decisions/0028-referral-credit-and-commission-free-periods.md).
 * When Google is not configured, the member cancels, or anything fails, both redirect to
 * `/auth?error=google` (the client shows the Connection Error toast, spec 000 §8).
 */
import { timingSafeEqual } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GOOGLE_CALLBACK_PATH, GOOGLE_ERROR_REDIRECT, GOOGLE_SIGN_IN_PATH } from '@/contract/auth';
import { findOrCreateGoogleMember, GOOGLE_SCOPES, googleClient, profileFromIdToken } from './google';
import { startSession } from './sign-in';

export const OAUTH_STATE_COOKIE = 'hubshelf_oauth_state';
export const OAUTH_VERIFIER_COOKIE = 'hubshelf_oauth_verifier';
export const OAUTH_REF_COOKIE = 'hubshelf_oauth_ref';
/** How long the browser has to come back from Google: 10 minutes, in seconds. */
const OAUTH_COOKIE_MAX_AGE_S = 10 * 60;

const callbackQuery = z.object({ code: z.string().min(1), state: z.string().min(1) });
const signInQuery = z.object({ ref: z.string().regex(/^\d{1,9}$/) });

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Registers `GET /api/auth/google` and its callback on `app`. */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, clock } = app.deps;
  const google = googleClient(config);
  const cookieOptions = {
    path: GOOGLE_SIGN_IN_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
  };

  app.get(GOOGLE_SIGN_IN_PATH, async (request, reply) => {
    if (!google) return reply.redirect(GOOGLE_ERROR_REDIRECT);
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = google.createAuthorizationURL(state, codeVerifier, GOOGLE_SCOPES);
    url.searchParams.set('prompt', 'select_account');
    reply.setCookie(OAUTH_STATE_COOKIE, state, { ...cookieOptions, maxAge: OAUTH_COOKIE_MAX_AGE_S });
    reply.setCookie(OAUTH_VERIFIER_COOKIE, codeVerifier, {
      ...cookieOptions,
      maxAge: OAUTH_COOKIE_MAX_AGE_S,
    });
    const ref = signInQuery.safeParse(request.query);
    if (ref.success)
      reply.setCookie(OAUTH_REF_COOKIE, ref.data.ref, { ...cookieOptions, maxAge: OAUTH_COOKIE_MAX_AGE_S });
    else reply.clearCookie(OAUTH_REF_COOKIE, cookieOptions);
    return reply.redirect(url.toString());
  });

  const fail = (request: FastifyRequest, reply: FastifyReply, reason: string, err?: unknown) => {
    request.log.warn({ err, reason }, 'Google sign-in failed');
    return reply.redirect(GOOGLE_ERROR_REDIRECT);
  };

  app.get(GOOGLE_CALLBACK_PATH, async (request, reply) => {
    const expectedState = request.cookies[OAUTH_STATE_COOKIE];
    const codeVerifier = request.cookies[OAUTH_VERIFIER_COOKIE];
    const referral = request.cookies[OAUTH_REF_COOKIE] ?? null;
    // The state and verifier are single use, whatever happens next.
    reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions);
    reply.clearCookie(OAUTH_VERIFIER_COOKIE, cookieOptions);
    reply.clearCookie(OAUTH_REF_COOKIE, cookieOptions);
    if (!google || !config.google) return fail(request, reply, 'Google sign-in is not configured');
    const query = callbackQuery.safeParse(request.query);
    if (!query.success) return fail(request, reply, 'Google answered without a code (cancelled or refused)');
    if (!expectedState || !codeVerifier || !sameSecret(query.data.state, expectedState)) {
      return fail(request, reply, 'state does not match the one this browser was given');
    }
    try {
      const tokens = await google.validateAuthorizationCode(query.data.code, codeVerifier);
      const profile = profileFromIdToken(tokens.idToken(), config.google.clientId, clock.now());
      const user = await findOrCreateGoogleMember(db, profile, clock.now(), referral);
      await startSession(app, request, reply, user.id);
      return reply.redirect('/');
    } catch (err) {
      return fail(request, reply, 'code exchange or member lookup failed', err);
    }
  });
}

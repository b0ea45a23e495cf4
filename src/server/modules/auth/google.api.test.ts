import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { insertUser } from '../../seed/factories';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp, type TestResponse } from '../../testing/harness';
import { cookieValue, sessionCookie, setCookieLine } from './auth-test-helpers';

const CLIENT_ID = 'hubshelf-test.apps.googleusercontent.com';
const ERROR_REDIRECT = '/auth?error=google';

describe('Google sign-in when Google is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/auth/google redirects to /auth?error=google', async () => {
    const res = await t.request().get('/api/auth/google');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
  });

  it('the callback redirects to /auth?error=google too', async () => {
    const res = await t.request().get('/api/auth/google/callback?code=abc&state=xyz');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
  });
});

/** An unsigned JWT with `claims` (the app trusts the token endpoint's TLS, not a signature). */
function idToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.${Buffer.from('signature').toString('base64url')}`;
}

describe('Google sign-in when configured (OAuth 2.0 code flow with PKCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-client-secret' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Starts a sign-in; returns Google's URL and the cookie header the browser would send back. */
  const start = async () => {
    const res = await t.request().get('/api/auth/google');
    const state = cookieValue(res, 'hubshelf_oauth_state') ?? '';
    const verifier = cookieValue(res, 'hubshelf_oauth_verifier') ?? '';
    return {
      res,
      url: new URL(String(res.headers.location)),
      state,
      verifier,
      cookie: `hubshelf_oauth_state=${state}; hubshelf_oauth_verifier=${verifier}`,
    };
  };

  /** Google's token endpoint answering with an ID token carrying `claims` (merged over valid defaults). */
  const googleAnswers = (claims: Record<string, unknown>) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        access_token: 'access-token',
        token_type: 'Bearer',
        expires_in: 3599,
        id_token: idToken({
          iss: 'https://accounts.google.com',
          aud: CLIENT_ID,
          exp: Math.floor(t.clock.now().getTime() / 1000) + 3600,
          email_verified: true,
          ...claims,
        }),
      }),
    );

  const callback = (cookie: string, query: string): Promise<TestResponse> =>
    t.request(cookie).get(`/api/auth/google/callback?${query}`);

  it('redirects to Google with client id, callback URL, scopes, state and an S256 code challenge', async () => {
    const { res, url, state, verifier } = await start();
    expect(res.status).toBe(302);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5000/api/auth/google/callback');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
    expect(url.searchParams.get('code_verifier')).toBeNull();
  });

  it('keeps state and verifier in short-lived httpOnly cookies scoped to the Google routes', async () => {
    const { res } = await start();
    for (const name of ['hubshelf_oauth_state', 'hubshelf_oauth_verifier']) {
      const line = setCookieLine(res, name) ?? '';
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).toMatch(/Max-Age=600/);
      expect(line).toMatch(/Path=\/api\/auth\/google/);
    }
  });

  it('a callback with a state other than the browser’s redirects to /auth?error=google without a session', async () => {
    const fetchSpy = googleAnswers({ sub: 'g-wrong-state', email: 'wrong.state@gmail.com' });
    const { cookie } = await start();
    const res = await callback(cookie, 'code=auth-code&state=forged-state');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
    expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a callback without the state cookie redirects to /auth?error=google', async () => {
    const { state } = await start();
    const res = await callback('', `code=auth-code&state=${state}`);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
  });

  it('a cancelled consent (error=access_denied) redirects to /auth?error=google', async () => {
    const { cookie, state } = await start();
    const res = await callback(cookie, `error=access_denied&state=${state}`);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
  });

  it('creates a member for a new Google account, signs them in and redirects to /', async () => {
    const fetchSpy = googleAnswers({
      sub: 'g-new-1',
      email: 'Tara.Mehta@gmail.com',
      name: 'Tara Mehta',
      picture: 'https://lh3.googleusercontent.com/a/tara',
    });
    const { cookie, state, verifier } = await start();
    const res = await callback(cookie, `code=auth-code&state=${state}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(cookieValue(res, 'hubshelf_oauth_state')).toBe('');

    const tokenRequest = fetchSpy.mock.calls[0][0] as Request;
    expect(tokenRequest.url).toBe('https://oauth2.googleapis.com/token');
    const form = new URLSearchParams(await tokenRequest.text());
    expect(form.get('code')).toBe('auth-code');
    expect(form.get('code_verifier')).toBe(verifier);

    const me = await t.request(sessionCookie(res)).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'tara.mehta@gmail.com',
      name: 'Tara Mehta',
      profilePicture: 'https://lh3.googleusercontent.com/a/tara',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'tara.mehta@gmail.com'));
    expect(row.googleId).toBe('g-new-1');
    expect(row.passwordHash).toBeNull();
  });

  it('signs the same Google account into the same member next time', async () => {
    googleAnswers({ sub: 'g-returning', email: 'returning@gmail.com', name: 'Returning Member' });
    const first = await start();
    const a = await callback(first.cookie, `code=c1&state=${first.state}`);
    const second = await start();
    const b = await callback(second.cookie, `code=c2&state=${second.state}`);
    const idA = (await t.request(sessionCookie(a)).get('/api/auth/me')).body.id;
    const idB = (await t.request(sessionCookie(b)).get('/api/auth/me')).body.id;
    expect(idB).toBe(idA);
  });

  it('links a Google account to the member registered with the same (verified) email', async () => {
    const member = await insertUser(t.db, { email: 'anita.das@example.com' });
    googleAnswers({ sub: 'g-link', email: 'ANITA.DAS@example.com', name: 'Anita D' });
    const { cookie, state } = await start();
    const res = await callback(cookie, `code=auth-code&state=${state}`);
    expect(res.headers.location).toBe('/');
    const me = await t.request(sessionCookie(res)).get('/api/auth/me');
    expect(me.body).toMatchObject({ id: member.id, name: member.name });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row.googleId).toBe('g-link');
    expect(row.passwordHash).toBe(member.passwordHash);
  });

  it('ends the session the browser had before signing in with Google', async () => {
    const earlier = await t.signIn();
    googleAnswers({ sub: 'g-rotate', email: 'rotate@gmail.com' });
    const { cookie, state } = await start();
    const res = await callback(`${earlier.cookie}; ${cookie}`, `code=auth-code&state=${state}`);
    expect(res.headers.location).toBe('/');
    expect((await t.request(earlier).get('/api/auth/me')).status).toBe(401);
  });

  it.each([
    [
      'an email Google has not verified',
      { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false },
    ],
    [
      'an ID token meant for another app',
      { sub: 'g-other-aud', email: 'other.aud@gmail.com', aud: 'someone-else.apps.googleusercontent.com' },
    ],
    [
      'an ID token from another issuer',
      { sub: 'g-other-iss', email: 'other.iss@gmail.com', iss: 'https://evil.example' },
    ],
  ])('refuses %s: redirect to /auth?error=google and no member created', async (_label, claims) => {
    googleAnswers(claims);
    const { cookie, state } = await start();
    const res = await callback(cookie, `code=auth-code&state=${state}`);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
    expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.googleId, String(claims.sub)));
    expect(rows).toHaveLength(0);
  });

  it('redirects to /auth?error=google when Google refuses the code', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    const { cookie, state } = await start();
    const res = await callback(cookie, `code=expired-code&state=${state}`);
    expect(res.headers.location).toBe(ERROR_REDIRECT);
  });
});

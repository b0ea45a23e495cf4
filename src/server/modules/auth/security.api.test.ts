import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../testing/harness';
import { setCookieLine } from './auth-test-helpers';

describe('Origin check and security headers on the auth API (ARCHITECTURE §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const loginWithOrigin = async (origin: string | undefined, host?: string) => {
    const member = await insertUser(t.db);
    const headers: Record<string, string> = {};
    if (origin !== undefined) headers.origin = origin;
    if (host) headers.host = host;
    return t.request().post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }, { headers });
  };

  it('refuses a sign-in posted from another site with 403 and a message, without starting a session', async () => {
    const res = await loginWithOrigin('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Request refused: cross-site request' });
    expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a state-changing request whose Origin is not a URL', async () => {
    const res = await t.request().post('/api/auth/logout', undefined, { headers: { origin: 'null' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Request refused: unknown origin' });
  });

  it('refuses another site even on a signed-in member’s logout, and the session survives', async () => {
    const member = await t.signIn();
    const res = await t
      .request(member)
      .post('/api/auth/logout', undefined, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await t.request(member).get('/api/auth/me')).status).toBe(200);
  });

  it('lets the app’s own origin (PUBLIC_URL) through', async () => {
    const res = await loginWithOrigin('http://localhost:5000');
    expect(res.status).toBe(200);
  });

  it('lets a request whose Origin matches the Host it was sent to through', async () => {
    const res = await loginWithOrigin('http://127.0.0.1:5100', '127.0.0.1:5100');
    expect(res.status).toBe(200);
  });

  it('lets a request without an Origin header through (curl, server-to-server)', async () => {
    const res = await loginWithOrigin(undefined);
    expect(res.status).toBe(200);
  });

  it('does not check the Origin of reads', async () => {
    const member = await t.signIn();
    const res = await t.request(member).get('/api/auth/me', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });

  it('sends helmet’s security headers with a same-origin content security policy', async () => {
    const res = await t.request().get('/api/auth/me');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

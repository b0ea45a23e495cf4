import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../testing/harness';
import { expectNoPasswordHash, sessionCookie, setCookieLine } from './auth-test-helpers';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ins from one address: lift the rate limit (tested in rate-limit.api.test.ts).
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('signs the member in: answers them and sets an httpOnly, SameSite=Lax session cookie that /me accepts', async () => {
    const member = await insertUser(t.db, { email: 'leela@example.com', name: 'Leela Joshi' });
    const res = await t
      .request()
      .post('/api/auth/login', { email: 'leela@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: member.id,
      email: 'leela@example.com',
      name: 'Leela Joshi',
      isAdmin: false,
    });
    expectNoPasswordHash(res.body);
    const line = setCookieLine(res, SESSION_COOKIE) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/i); // PUBLIC_URL is http in tests

    const me = await t.request(sessionCookie(res)).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(member.id);
  });

  it('matches the email whatever its letter case and surrounding spaces', async () => {
    const member = await insertUser(t.db, { email: 'omar.sheikh@example.com' });
    const res = await t
      .request()
      .post('/api/auth/login', { email: '  Omar.Sheikh@EXAMPLE.com ', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(member.id);
  });

  it('answers 401 "Invalid email or password" for a wrong password, without a session', async () => {
    const member = await insertUser(t.db);
    const res = await t
      .request()
      .post('/api/auth/login', { email: member.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
    expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('answers the same 401 for an email nobody registered', async () => {
    const res = await t
      .request()
      .post('/api/auth/login', { email: 'nobody@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 401 for a member who only signs in with Google (no password)', async () => {
    const member = await insertUser(t.db, { googleId: 'google-sub-only' });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const res = await t.request().post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });

  it.each([
    ['email', { email: 'not-an-email', password: DEMO_PASSWORD }, 'Invalid email address'],
    [
      'password',
      { email: 'someone@example.com', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('validates %s (spec 000 §5)', async (field, body, message) => {
    const res = await t.request().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
  });

  it('starts a new session at every sign-in and ends the one the request came with', async () => {
    const member = await insertUser(t.db);
    const first = sessionCookie(
      await t.request().post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }),
    );
    const again = await t
      .request(first)
      .post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD });
    expect(again.status).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);

    expect((await t.request(first).get('/api/auth/me')).status).toBe(401);
    expect((await t.request(second).get('/api/auth/me')).status).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the member’s sessions on other devices', async () => {
    const member = await insertUser(t.db);
    const phone = sessionCookie(
      await t.request().post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }),
    );
    const laptop = sessionCookie(
      await t.request().post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }),
    );
    expect((await t.request(phone).get('/api/auth/me')).status).toBe(200);
    expect((await t.request(laptop).get('/api/auth/me')).status).toBe(200);
  });

  it('answers isAdmin true for an administrator', async () => {
    const admin = await insertUser(t.db, { isAdmin: true });
    const res = await t.request().post('/api/auth/login', { email: admin.email, password: DEMO_PASSWORD });
    expect(res.body.isAdmin).toBe(true);
  });
});

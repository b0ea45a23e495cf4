/**
 * Password change (spec 001 §5 "Password form"; ADR docs/decisions/0020-profile-account-and-storage.md,
 * ADR 0007 rate limits): wrong current password, form messages, other sessions ended and the current one
 * kept, the old password refused at sign-in, 429 beyond the limit, Google-only members refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/factories';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp, type TestResponse } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '4' });
});
afterAll(() => t.close());

/** `hubshelf_session=<value>` from a sign-in answer. */
function sessionCookie(res: TestResponse): string {
  expect(res.status).toBe(200);
  const line = res.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  expect(line, 'the sign-in sets a session cookie').toBeTruthy();
  return line!.split(';')[0]!;
}

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('PUT /api/user/password', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request().put('/api/user/password', change(DEMO_PASSWORD, 'newpass1'))).status).toBe(401);
  });

  it('ends every other session, keeps the current one, and refuses the old password at sign-in', async () => {
    const member = await t.signIn();
    const login = () =>
      t.request().post('/api/auth/login', { email: member.user.email, password: DEMO_PASSWORD });
    const second = sessionCookie(await login());
    const third = sessionCookie(await login());
    expect((await t.request(second).get('/api/auth/me')).status).toBe(200);

    const res = await t.request(member).put('/api/user/password', change(DEMO_PASSWORD, 'brand-new-7'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password updated' });

    expect((await t.request(second).get('/api/auth/me')).status).toBe(401);
    expect((await t.request(third).get('/api/auth/me')).status).toBe(401);
    expect((await t.request(member).get('/api/auth/me')).status).toBe(200);

    const old = await login();
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: 'Invalid email or password' });
    const fresh = await t
      .request()
      .post('/api/auth/login', { email: member.user.email, password: 'brand-new-7' });
    expect(fresh.status).toBe(200);
  });

  it('answers 400 Current password is incorrect and changes nothing', async () => {
    const member = await t.signIn();
    const other = sessionCookie(
      await t.request().post('/api/auth/login', { email: member.user.email, password: DEMO_PASSWORD }),
    );
    const res = await t.request(member).put('/api/user/password', change('wrong-one', 'brand-new-7'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    expect((await t.request(other).get('/api/auth/me')).status).toBe(200);
  });

  it.each([
    [change('', 'brand-new-7'), 'Current password is required'],
    [change(DEMO_PASSWORD, 'abc', 'abc'), 'New password must be at least 6 characters'],
    [change(DEMO_PASSWORD, 'brand-new-7', ''), 'Please confirm your password'],
    [change(DEMO_PASSWORD, 'brand-new-7', 'brand-new-8'), "Passwords don't match"],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const member = await t.signIn();
    const res = await t.request(member).put('/api/user/password', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a member who signs in only with Google', async () => {
    const member = await t.signIn();
    await t.db
      .update(users)
      .set({ passwordHash: null, googleId: `g-${member.user.id}` })
      .where(eq(users.id, member.user.id));
    const res = await t.request(member).put('/api/user/password', change('whatever1', 'brand-new-7'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This account signs in with Google. Use Forgot password to set a password.',
    });
  });

  it('answers 429 after AUTH_RATE_LIMIT attempts a minute by one member', async () => {
    const member = await t.signIn();
    for (let i = 0; i < 4; i += 1) {
      const res = await t.request(member).put('/api/user/password', change('wrong-one', 'brand-new-7'));
      expect(res.status).toBe(400);
    }
    const limited = await t.request(member).put('/api/user/password', change(DEMO_PASSWORD, 'brand-new-7'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many password change attempts. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // another member is counted apart
    const other = await t.signIn();
    const res = await t.request(other).put('/api/user/password', change('wrong-one', 'brand-new-7'));
    expect(res.status).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../testing/harness';
import { expectNoPasswordHash, sessionCookie, setCookieLine } from './auth-test-helpers';

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'Chief@Example.com' });
  });
  afterAll(() => t.close());

  it('/me answers 401 with a message when signed out', async () => {
    const res = await t.request().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('/me answers 401 for a cookie that is not a session', async () => {
    const res = await t.request(`${SESSION_COOKIE}=made-up-value`).get('/api/auth/me');
    expect(res.status).toBe(401);
  });

  it('/me answers the signed-in member with id, number, contact and address fields, and no password hash', async () => {
    const referrer = await insertUser(t.db);
    const member = await t.signIn({ name: 'Zoya Khan', city: 'Pune', referredBy: referrer.id });
    const res = await t.request(member).get('/api/auth/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: member.user.id,
      userNumber: member.user.userNumber,
      name: 'Zoya Khan',
      email: member.user.email,
      phone: member.user.phone,
      flatWing: member.user.flatWing,
      buildingName: member.user.buildingName,
      detailedAddress: member.user.detailedAddress,
      city: 'Pune',
      referredBy: referrer.userNumber,
      isAdmin: false,
      profilePicture: null,
      preferredLanguage: null,
      createdAt: member.user.createdAt.toISOString(),
      totalReferrals: 0,
      school: null,
      grade: null,
      division: null,
      company: null,
      floor: null,
      building: null,
    });
    expectNoPasswordHash(res.body);
  });

  it('/me answers 401 once the session is older than its 30-day lifetime', async () => {
    const member = await t.signIn();
    t.clock.advance(SESSION_TTL_MS + 1);
    const res = await t.request(member).get('/api/auth/me');
    expect(res.status).toBe(401);
  });

  it('treats an address listed in ADMIN_EMAILS as an administrator, in any letter case', async () => {
    const chief = await insertUser(t.db, { email: 'chief@example.com' });
    const login = await t
      .request()
      .post('/api/auth/login', { email: 'chief@example.com', password: DEMO_PASSWORD });
    expect(login.body.isAdmin).toBe(true);
    const me = await t.request(sessionCookie(login)).get('/api/auth/me');
    expect(me.body).toMatchObject({ id: chief.id, isAdmin: true });
  });

  it('logout deletes the session, clears the cookie, and the old cookie no longer signs in', async () => {
    const member = await t.signIn();
    const res = await t.request(member).post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    const cleared = setCookieLine(res, SESSION_COOKIE) ?? '';
    expect(cleared).toMatch(/^hubshelf_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect((await t.request(member).get('/api/auth/me')).status).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(rows).toHaveLength(0);
  });

  it('logout ends only this browser’s session', async () => {
    const phone = await t.signIn();
    const laptop = await t.sessionFor(phone.user);
    await t.request(phone).post('/api/auth/logout');
    expect((await t.request(laptop).get('/api/auth/me')).status).toBe(200);
  });

  it('logout when already signed out still answers 200 and clears the cookie', async () => {
    const res = await t.request().post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(setCookieLine(res, SESSION_COOKIE)).toBeDefined();
  });
});

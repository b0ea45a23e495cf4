import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/harness';
import { validRegistration } from './auth-test-helpers';

const INVALID_EN = 'Invalid email or password';
const INVALID_HI = 'ईमेल या पासवर्ड गलत है';

/** The auth answers in the caller's language (ADR 0042), with Hindi offered as it will be once complete. */
describe('auth messages in the caller language', () => {
  let t: TestApp;
  let offeredOnlyEn: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { offeredLanguages: ['en', 'hi'] });
    offeredOnlyEn = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { offeredLanguages: ['en'] });
  });
  afterAll(async () => {
    await t.close();
    await offeredOnlyEn.close();
  });

  const wrongLogin = (app: TestApp, headers: Record<string, string> = {}) =>
    app
      .request()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'secret123' }, { headers });

  it("answers the spec's English without a language, and for languages not offered", async () => {
    expect((await wrongLogin(t)).body).toEqual({ message: INVALID_EN });
    expect((await wrongLogin(t, { 'accept-language': 'fr-FR,de;q=0.8' })).body).toEqual({
      message: INVALID_EN,
    });
  });

  it('answers in Hindi for Accept-Language: hi when Hindi is offered', async () => {
    const res = await wrongLogin(t, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: INVALID_HI });
  });

  it('keeps English for Accept-Language: hi while only English is offered', async () => {
    expect((await wrongLogin(offeredOnlyEn, { 'accept-language': 'hi' })).body).toEqual({
      message: INVALID_EN,
    });
  });

  it('renders field messages with placeholders in Hindi too (unknown referral)', async () => {
    const res = await t.request().post('/api/auth/register', validRegistration({ referredBy: '999999' }), {
      headers: { 'accept-language': 'hi' },
    });
    expect(res.status).toBe(400);
    const hi = 'यूज़र नंबर 999999 किसी मेंबर का नहीं है। नंबर जाँच लें या रेफ़रल खाली छोड़ दें।';
    expect(res.body).toEqual({ message: hi, errors: { referredBy: hi } });
  });

  it("follows a signed-in member's preferredLanguage over Accept-Language", async () => {
    const member = await insertUser(t.db, { email: 'kiran@example.com' });
    await t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, member.id));
    const login = await t
      .request()
      .post('/api/auth/login', { email: 'kiran@example.com', password: DEMO_PASSWORD });
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const res = await t.request(cookie).post('/api/auth/logout', undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.body).toEqual({ message: 'आप लॉग आउट हो गए' });
  });

  it('answers the reset link error in the caller language', async () => {
    const body = { token: 'not-a-real-token-not-a-real-token', password: 'secret123' };
    const en = await t.request().post('/api/auth/reset-password', body);
    expect(en.body.message).toBe('Invalid reset link. Please request a new password reset.');
    const hi = await t
      .request()
      .post('/api/auth/reset-password', body, { headers: { 'accept-language': 'hi' } });
    expect(hi.body.message).toBe('रीसेट लिंक गलत है। कृपया पासवर्ड रीसेट दोबारा माँगें।');
  });

  it('keeps the language a visitor signed up in (other than English) as their preferredLanguage', async () => {
    const preferredOf = async (email: string) =>
      (await t.db.select().from(users).where(eq(users.email, email)))[0]?.preferredLanguage;
    const hindi = validRegistration();
    const signedUp = await t.request('hubshelf_lang=hi').post('/api/auth/register', hindi);
    expect(signedUp.status).toBe(200);
    expect(await preferredOf(hindi.email)).toBe('hi');
    const english = validRegistration();
    await t.request().post('/api/auth/register', english, { headers: { 'accept-language': 'en-IN' } });
    expect(await preferredOf(english.email)).toBeNull();
  });
});

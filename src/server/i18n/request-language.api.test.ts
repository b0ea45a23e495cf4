/**
 * API messages in the caller's language (ADR 0042), with Hindi offered as it will be once complete: the
 * same refusal answers the spec's English without a language, and Hindi for `Accept-Language: hi`, for a
 * member whose `preferredLanguage` is 'hi' (over the header) and for a visitor's `hubshelf_lang` cookie.
 * Representative messages of different modules: hubs (with a placeholder), books, the session guard and
 * the error handler's unknown route.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@/domain/languages';
import { users } from '../db/schema';
import { insertHub } from '../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';

describe('API messages in the caller language', () => {
  let t: TestApp;
  let onlyEn: TestApp;
  let member: TestUser;
  let hindiMember: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, { offeredLanguages: ['en', 'hi'] });
    onlyEn = await createTestApp({}, { offeredLanguages: ['en'] });
    member = await t.signIn();
    hindiMember = await t.signIn();
    await t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, hindiMember.user.id));
  });
  afterAll(async () => {
    await t.close();
    await onlyEn.close();
  });

  const hindiCookie = `${LANGUAGE_COOKIE}=hi`;
  const withCookie = (who: TestUser) => `${who.cookie}; ${hindiCookie}`;

  it('answers an unknown hub in English, or Hindi by header, preferred language or cookie', async () => {
    const join = (who: TestUser | string, headers: Record<string, string> = {}) =>
      t.request(who).post('/api/societies/999999/join', undefined, { headers });
    const en = await join(member);
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ message: 'Society not found' });
    expect((await join(member, { 'accept-language': 'hi-IN,hi;q=0.9' })).body).toEqual({
      message: 'सोसाइटी नहीं मिली',
    });
    expect((await join(hindiMember, { 'accept-language': 'en' })).body).toEqual({
      message: 'सोसाइटी नहीं मिली',
    });
    expect((await join(withCookie(member))).body).toEqual({ message: 'सोसाइटी नहीं मिली' });
  });

  it('fills placeholders in Hindi (a hub still waiting for approval)', async () => {
    const pending = await insertHub(t.db, { status: 'pending' });
    const path = `/api/societies/${pending.id}/join`;
    const en = await t.request(member).post(path);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(`${pending.name} is still waiting for administrator approval`);
    const hi = await t.request(hindiMember).post(path);
    expect(hi.body.message).toBe(`${pending.name} अभी एडमिन की मंज़ूरी का इंतज़ार कर रही है`);
  });

  it('answers an unknown book in the caller language', async () => {
    const get = (who: TestUser | string, headers: Record<string, string> = {}) =>
      t.request(who).get('/api/books/999999', { headers });
    expect((await get(member)).body.message).toBe('Book not found');
    expect((await get(member, { 'accept-language': 'hi' })).body.message).toBe('किताब नहीं मिली');
    expect((await get(hindiMember)).body.message).toBe('किताब नहीं मिली');
    expect((await get(withCookie(member))).body.message).toBe('किताब नहीं मिली');
  });

  it('answers a signed-out visitor and an unknown route in the cookie or header language', async () => {
    const me = await t.request(hindiCookie).get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'आगे बढ़ने के लिए कृपया साइन इन करें' });
    expect((await t.request().get('/api/auth/me')).body).toEqual({ message: 'Please sign in to continue' });
    const route = await t.request().get('/api/no-such-thing?x=1', { headers: { 'accept-language': 'hi' } });
    expect(route.status).toBe(404);
    expect(route.body.message).toBe('ऐसा कोई API रूट नहीं है: GET /api/no-such-thing');
  });

  it('keeps English while Hindi is not offered, whatever the cookie or header says', async () => {
    const visitor = await onlyEn.request(hindiCookie).get('/api/auth/me', {
      headers: { 'accept-language': 'hi' },
    });
    expect(visitor.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('ignores a cookie naming a language that is not offered', async () => {
    const res = await t.request(`${LANGUAGE_COOKIE}=fr`).get('/api/auth/me', {
      headers: { 'accept-language': 'hi' },
    });
    expect(res.body).toEqual({ message: 'आगे बढ़ने के लिए कृपया साइन इन करें' });
  });
});

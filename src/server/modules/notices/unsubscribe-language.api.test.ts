/**
 * The unsubscribe page and its one-click answer speak the link's member's language (ADR 0042,
 * docs/decisions/0047-one-way-to-hold-text.md): their `preferredLanguage`, English when none is saved; a
 * link that is not valid answers in the request's language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/harness';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { offeredLanguages: ['en', 'hi'] });
});
afterAll(() => t.close());

const page = (token: string, query = '', headers: Record<string, string> = {}) =>
  t.request().get(`/api/unsubscribe/${token}${query}`, { headers });

describe('GET/POST /api/unsubscribe/:token in the member language', () => {
  it('writes the page in English for a member with no choice, whatever the browser asks', async () => {
    const a = await t.signIn();
    const token = unsubscribeToken(t.config.sessionSecret, a.user.id, 'payments');
    const res = await page(token, '', { 'accept-language': 'hi' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Unsubscribed · Hubshelf</title>');
    expect(res.body).toContain('You will no longer get payment emails');
    expect(res.body).toContain('>Undo</a>');
    expect(res.body).toContain('>Open Hubshelf</a>');
    expect((await page(token, '?undo=1')).body).toContain('You will get payment emails again');
  });

  it("writes the page and the one-click answer in a Hindi member's language", async () => {
    const a = await t.signIn();
    await t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, a.user.id));
    const token = unsubscribeToken(t.config.sessionSecret, a.user.id, 'loans');
    const res = await page(token, '', { 'accept-language': 'en' });
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('<title>ईमेल बंद · Hubshelf</title>');
    expect(res.body).toContain('अब आपको किराये से जुड़े ईमेल नहीं मिलेंगे');
    expect(res.body).toContain('>वापस लें</a>');
    expect(res.body).toContain('>Hubshelf खोलें</a>');
    expect((await page(token, '?undo=1')).body).toContain('अब आपको किराये से जुड़े ईमेल फिर से मिलेंगे');
    const oneClick = await t.request().post(`/api/unsubscribe/${token}`);
    expect(oneClick.body).toEqual({ message: 'अब आपको किराये से जुड़े ईमेल नहीं मिलेंगे' });
  });

  it('answers a link that is not valid in the request language', async () => {
    const en = await page('1.loans.forged');
    expect(en.status).toBe(404);
    expect(en.body).toContain('<h1>This unsubscribe link is not valid.</h1>');
    const hi = await page('1.loans.forged', '', { 'accept-language': 'hi' });
    expect(hi.status).toBe(404);
    expect(hi.body).toContain('<html lang="hi">');
    expect(hi.body).toContain('<h1>ईमेल बंद करने का यह लिंक सही नहीं है।</h1>');
    const post = await t.request().post('/api/unsubscribe/1.loans.forged', undefined, {
      headers: { 'accept-language': 'hi' },
    });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ message: 'ईमेल बंद करने का यह लिंक सही नहीं है।' });
  });
});

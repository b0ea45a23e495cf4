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

/** The words of the page after unsubscribing, per language. */
const WORDS = {
  en: { title: 'Unsubscribed', undo: 'Undo', openApp: 'Open Hubshelf' },
  hi: { title: 'ईमेल बंद', undo: 'वापस लें', openApp: 'Hubshelf खोलें' },
};

describe('GET/POST /api/unsubscribe/:token in the member language', () => {
  it.each([
    [
      'en',
      null,
      'payments',
      'hi',
      'You will no longer get payment emails',
      'You will get payment emails again',
    ],
    ['hi', 'hi', 'loans', 'en', 'अब आपको किराये से जुड़े ईमेल नहीं मिलेंगे', 'अब आपको किराये से जुड़े ईमेल फिर से मिलेंगे'],
  ] as const)(
    'writes the page and the one-click answer in %s for a member whose choice is %s, whatever the browser asks',
    async (lng, preferred, category, browser, sentence, again) => {
      const a = await t.signIn();
      await t.db.update(users).set({ preferredLanguage: preferred }).where(eq(users.id, a.user.id));
      const token = unsubscribeToken(t.config.sessionSecret, a.user.id, category);
      const res = await page(token, '', { 'accept-language': browser });
      expect(res.status).toBe(200);
      expect(res.body).toContain(`<html lang="${lng}">`);
      expect(res.body).toContain(`<title>${WORDS[lng].title} · Hubshelf</title>`);
      expect(res.body).toContain(sentence);
      expect(res.body).toContain(`>${WORDS[lng].undo}</a>`);
      expect(res.body).toContain(`>${WORDS[lng].openApp}</a>`);
      expect((await page(token, '?undo=1')).body).toContain(again);
      const oneClick = await t.request().post(`/api/unsubscribe/${token}`);
      expect(oneClick.body).toEqual({ message: sentence });
    },
  );

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

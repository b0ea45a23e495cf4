import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';

/** `preferredLanguage` on PATCH /api/auth/profile (ADR 0042): only offered languages are accepted. */
describe('PATCH /api/auth/profile preferredLanguage', () => {
  let onlyEn: TestApp;
  let withHi: TestApp;
  beforeAll(async () => {
    onlyEn = await createTestApp({}, { offeredLanguages: ['en'] });
    withHi = await createTestApp({}, { offeredLanguages: ['en', 'hi'] });
  });
  afterAll(async () => {
    await onlyEn.close();
    await withHi.close();
  });

  it('refuses Hindi while it is not offered, and keeps the account unchanged', async () => {
    const member = await onlyEn.signIn();
    const res = await onlyEn.request(member).patch('/api/auth/profile', { preferredLanguage: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ preferredLanguage: 'Please choose a language from the list' });
    const me = await onlyEn.request(member).get('/api/auth/me');
    expect(me.body.preferredLanguage).toBeNull();
  });

  it('refuses a language without catalogues', async () => {
    const member = await withHi.signIn();
    const res = await withHi.request(member).patch('/api/auth/profile', { preferredLanguage: 'fr' });
    expect(res.status).toBe(400);
  });

  it('stores an offered language alone, without touching the address, and answers follow it', async () => {
    const member = await withHi.signIn({ city: 'Pune', flatWing: 'A-101' });
    const res = await withHi.request(member).patch('/api/auth/profile', { preferredLanguage: 'hi' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ preferredLanguage: 'hi', city: 'Pune', flatWing: 'A-101' });
    const me = await withHi.request(member).get('/api/auth/me');
    expect(me.body.preferredLanguage).toBe('hi');
    const out = await withHi.request(member).post('/api/auth/logout');
    expect(out.body).toEqual({ message: 'आप लॉग आउट हो गए' });
  });
});

/**
 * Zod validation answers in the caller's language (ADR 0042): the 400 `message` and each `errors[field]`
 * are the contract's English texts, rendered from the `validation` catalogue for a Hindi caller, with a
 * template's values (a length limit) kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH } from '@/contract/feedback';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';

let t: TestApp;
let onlyEnglish: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { offeredLanguages: ['en', 'hi'] });
  onlyEnglish = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { offeredLanguages: ['en'] });
  member = await t.signIn();
});
afterAll(async () => {
  await t.close();
  await onlyEnglish.close();
});

/** A sign-up with a short name and a broken email. */
const badSignUp = (app: TestApp, headers: Record<string, string> = {}) =>
  app.request().post(
    '/api/auth/register',
    {
      name: 'A',
      email: 'not-an-email',
      phone: '9876543210',
      password: 'secret123',
      flatWing: 'B-402',
      buildingName: 'Green Meadows',
      detailedAddress: 'Near the park, Andheri East',
      city: 'Mumbai',
    },
    { headers },
  );

describe('validation messages in the caller language', () => {
  it("answers the spec's English without a language", async () => {
    const res = await badSignUp(t);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Name must be at least 2 characters',
      errors: { name: 'Name must be at least 2 characters', email: 'Invalid email address' },
    });
  });

  it('answers in Hindi for Accept-Language: hi, the message and every field', async () => {
    const res = await badSignUp(t, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
      errors: { name: 'नाम कम से कम 2 अक्षरों का होना चाहिए', email: 'ईमेल पता सही नहीं है' },
    });
  });

  it('keeps English for Accept-Language: hi while only English is offered', async () => {
    const res = await badSignUp(onlyEnglish, { 'accept-language': 'hi' });
    expect(res.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
    });
  });

  it("renders a template's values in Hindi (a length limit)", async () => {
    const body = { category: 'general', feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) };
    const english = await t.request(member).post('/api/feedback', body);
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual({
      feedback: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters`,
    });
    const hindi = await t
      .request(member)
      .post('/api/feedback', body, { headers: { 'accept-language': 'hi' } });
    expect(hindi.body).toEqual({
      message: `आपकी राय ज़्यादा से ज़्यादा ${FEEDBACK_MAX_LENGTH} अक्षरों की हो सकती है`,
      errors: { feedback: `आपकी राय ज़्यादा से ज़्यादा ${FEEDBACK_MAX_LENGTH} अक्षरों की हो सकती है` },
    });
  });
});

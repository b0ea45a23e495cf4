import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse } from '../../testing/harness';
import {
  expectNoPasswordHash,
  resetTokenMailedTo,
  sessionCookie,
  validRegistration,
} from './auth-test-helpers';

describe('no auth answer carries the password hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('checks every auth endpoint’s answers, successes and failures alike', async () => {
    const answers: [string, TestResponse][] = [];
    const keep = (label: string, res: TestResponse) => {
      answers.push([label, res]);
      return res;
    };
    const form = validRegistration();
    const { email, password } = form;

    keep('register 200', await t.request().post('/api/auth/register', form));
    keep('register 409', await t.request().post('/api/auth/register', form));
    keep('register 400', await t.request().post('/api/auth/register', { ...form, password: '1' }));
    keep(
      'register 400 referral',
      await t.request().post('/api/auth/register', validRegistration({ referredBy: '424242' })),
    );
    keep('login 401', await t.request().post('/api/auth/login', { email, password: 'wrong-password' }));
    keep('login 400', await t.request().post('/api/auth/login', { email, password: '1' }));
    const login = keep('login 200', await t.request().post('/api/auth/login', { email, password }));
    const cookie = sessionCookie(login);
    keep('me 200', await t.request(cookie).get('/api/auth/me'));
    keep('forgot 200', await t.request().post('/api/auth/forgot-password', { email }));
    keep('forgot 400', await t.request().post('/api/auth/forgot-password', { email: 'nope' }));
    const token = await resetTokenMailedTo(t.db, email);
    keep('reset 400', await t.request().post('/api/auth/reset-password', { token, password: '1' }));
    keep(
      'reset 200',
      await t.request().post('/api/auth/reset-password', { token, password: 'brand-new-pass' }),
    );
    keep(
      'reset 400 used',
      await t.request().post('/api/auth/reset-password', { token, password: 'brand-new-pass' }),
    );
    keep('me 401', await t.request(cookie).get('/api/auth/me'));
    keep('logout 200', await t.request(cookie).post('/api/auth/logout'));

    expect(answers.map(([label, res]) => `${label}: ${res.status}`)).toEqual([
      'register 200: 200',
      'register 409: 409',
      'register 400: 400',
      'register 400 referral: 400',
      'login 401: 401',
      'login 400: 400',
      'login 200: 200',
      'me 200: 200',
      'forgot 200: 200',
      'forgot 400: 400',
      'reset 400: 400',
      'reset 200: 200',
      'reset 400 used: 400',
      'me 401: 401',
      'logout 200: 200',
    ]);
    for (const [, res] of answers) expectNoPasswordHash(res.body);
  });
});

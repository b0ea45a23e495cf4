import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/harness';
import { validRegistration } from './auth-test-helpers';

// Each limited route answers its own message (`common:rateLimit.*` in src/server/locales), compared word for word.
const TOO_MANY_SIGN_INS = { message: 'Too many sign-in attempts. Please wait a minute and try again.' };
const TOO_MANY_SIGN_UPS = {
  message: 'Too many sign-ups from this network. Please wait a minute and try again.',
};
const TOO_MANY_RESETS = {
  message: 'Too many password reset requests. Please wait a minute and try again.',
};

/** A client address of its own for each test (these apps run with TRUST_PROXY, so X-Forwarded-For counts). */
const newClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('rate limits on sign-in, sign-up and reset requests (AUTH_RATE_LIMIT = 3 per minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('login: the 4th attempt for one email from one address answers 429 with a message, even with the right password', async () => {
    const member = await insertUser(t.db);
    const ip = newClientIp();
    for (let i = 0; i < 3; i += 1) {
      const res = await t
        .request()
        .post('/api/auth/login', { email: member.email, password: 'wrong-guess' }, from(ip));
      expect(res.status).toBe(401);
    }
    const blocked = await t
      .request()
      .post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }, from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_SIGN_INS);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('login: counts per address and email, so other emails and other addresses still get through', async () => {
    const member = await insertUser(t.db);
    const other = await insertUser(t.db);
    const ip = newClientIp();
    for (let i = 0; i < 4; i += 1)
      await t.request().post('/api/auth/login', { email: member.email, password: 'wrong-guess' }, from(ip));
    const otherEmail = await t
      .request()
      .post('/api/auth/login', { email: other.email, password: DEMO_PASSWORD }, from(ip));
    expect(otherEmail.status).toBe(200);
    const otherAddress = await t
      .request()
      .post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }, from(newClientIp()));
    expect(otherAddress.status).toBe(200);
  });

  it('login: the same email in another letter case counts as the same email', async () => {
    const member = await insertUser(t.db, { email: 'case.counter@example.com' });
    const ip = newClientIp();
    for (const email of [
      'case.counter@example.com',
      'Case.Counter@example.com',
      'CASE.COUNTER@EXAMPLE.COM',
    ]) {
      await t.request().post('/api/auth/login', { email, password: 'wrong-guess' }, from(ip));
    }
    const res = await t
      .request()
      .post('/api/auth/login', { email: member.email, password: DEMO_PASSWORD }, from(ip));
    expect(res.status).toBe(429);
  });

  it('register: the 4th sign-up from one address answers 429', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.request().post('/api/auth/register', validRegistration(), from(ip))).status).toBe(200);
    }
    const blocked = await t.request().post('/api/auth/register', validRegistration(), from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_SIGN_UPS);
    expect(
      (await t.request().post('/api/auth/register', validRegistration(), from(newClientIp()))).status,
    ).toBe(200);
  });

  it('forgot-password: the 4th request from one address answers 429, whatever the email', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.request().post('/api/auth/forgot-password', { email: `someone${i}@example.com` }, from(ip)))
          .status,
      ).toBe(200);
    }
    const blocked = await t
      .request()
      .post('/api/auth/forgot-password', { email: 'someone9@example.com' }, from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_RESETS);
  });

  it('leaves other auth calls unlimited', async () => {
    const member = await t.signIn();
    const ip = newClientIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await t.request(member).get('/api/auth/me', from(ip))).status).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await t.request().post('/api/auth/logout', undefined, from(ip))).status).toBe(200);
    }
  });
});

/**
 * With REDIS_URL every instance shares the counters (ARCHITECTURE §1). Runs when TEST_REDIS_URL points
 * at a Redis server, e.g. `TEST_REDIS_URL=redis://127.0.0.1:6379`.
 */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: '3', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts attempts made on two instances together', async () => {
    const ip = newClientIp();
    const email = `redis.${Date.now()}@example.com`;
    const attempt = (t: TestApp) => t.request().post('/api/auth/forgot-password', { email }, from(ip));
    expect((await attempt(a)).status).toBe(200);
    expect((await attempt(b)).status).toBe(200);
    expect((await attempt(a)).status).toBe(200);
    const blocked = await attempt(b);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_RESETS);
  });
});

describe('client address without a trusted proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For, so rotating it does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t
        .request()
        .post(
          '/api/auth/forgot-password',
          { email: 'nobody@example.com' },
          { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

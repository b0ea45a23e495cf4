import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_NOT_A_NUMBER } from '@/contract/auth';
import { users } from '../../db/schema';
import { insertUser } from '../../seed/factories';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../testing/harness';
import { expectNoPasswordHash, setCookieLine, validRegistration } from './auth-test-helpers';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ups from one address: lift the rate limit (tested in rate-limit.api.test.ts).
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('creates the member and answers them without the password hash and without signing them in', async () => {
    const form = validRegistration({ name: '  Nisha Verma ', email: '  Nisha.New@Example.COM ' });
    const res = await t.request().post('/api/auth/register', form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userNumber: expect.any(Number),
      name: 'Nisha Verma',
      email: 'nisha.new@example.com',
      phone: '9876543210',
      flatWing: 'B-702',
      buildingName: 'Palm Heights',
      detailedAddress: 'Near City Mall, Andheri West',
      city: 'Mumbai',
      referredBy: null,
      isAdmin: false,
      profilePicture: null,
      preferredLanguage: null,
      createdAt: t.clock.now().toISOString(),
      totalReferrals: 0,
      school: null,
      grade: null,
      division: null,
      company: null,
      floor: null,
      building: null,
    });
    expect(res.body.userNumber).toBeGreaterThanOrEqual(1001);
    expectNoPasswordHash(res.body);
    expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();

    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t
      .request()
      .post('/api/auth/login', { email: 'nisha.new@example.com', password: form.password });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(res.body.id);
  });

  it('starts a new member with 100 opening Brocks (spec 002 §9)', async () => {
    const form = validRegistration({ email: 'brocks.new@example.com' });
    expect((await t.request().post('/api/auth/register', form)).status).toBe(200);
    const login = await t.request().post('/api/auth/login', { email: form.email, password: form.password });
    const cookie = setCookieLine(login, SESSION_COOKIE)!.split(';')[0];
    const credits = await t.request(cookie).get('/api/user/credits');
    expect(credits.status).toBe(200);
    expect(credits.body).toEqual({ balance: 100, totalEarned: 100, commissionFreeUntil: null, credit: 0 });
  });

  it('gives each member the next user number', async () => {
    const a = await t.request().post('/api/auth/register', validRegistration());
    const b = await t.request().post('/api/auth/register', validRegistration());
    expect(b.body.userNumber).toBeGreaterThan(a.body.userNumber);
  });

  describe('validation (spec 000 §5): 400 with the message and the field in errors', () => {
    const cases: [field: string, value: string, message: string][] = [
      ['name', 'A', 'Name must be at least 2 characters'],
      ['email', 'not-an-email', 'Invalid email address'],
      ['phone', '98765', 'Phone number must be at least 10 digits'],
      ['password', '12345', 'Password must be at least 6 characters'],
      ['flatWing', '', 'Flat and Wing Number is required'],
      ['buildingName', '  ', 'Building Name is required'],
      ['detailedAddress', 'Road', 'Detailed Address must be at least 5 characters'],
      ['city', '', 'Please select a city'],
      ['city', 'Atlantis', 'Please select a city'],
      ['referredBy', 'ABC12', REFERRAL_NOT_A_NUMBER],
    ];
    it.each(cases)('%s = %j → %s', async (field, value, message) => {
      const res = await t.request().post('/api/auth/register', validRegistration({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual({ [field]: message });
    });

    it('reports every invalid field at once', async () => {
      const blank = {
        name: '',
        email: '',
        phone: '',
        password: '',
        flatWing: '',
        buildingName: '',
        detailedAddress: '',
        city: '',
      };
      const res = await t.request().post('/api/auth/register', blank);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Invalid email address',
        phone: 'Phone number must be at least 10 digits',
        password: 'Password must be at least 6 characters',
        flatWing: 'Flat and Wing Number is required',
        buildingName: 'Building Name is required',
        detailedAddress: 'Detailed Address must be at least 5 characters',
        city: 'Please select a city',
      });
    });
  });

  it('answers 409 "Email already registered" for a taken email', async () => {
    const form = validRegistration();
    expect((await t.request().post('/api/auth/register', form)).status).toBe(200);
    const again = await t.request().post('/api/auth/register', { ...form, name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Email already registered' });
  });

  it('answers 409 when the email differs only in letter case', async () => {
    const existing = await insertUser(t.db, { email: 'kavya.rao@example.com' });
    const res = await t
      .request()
      .post('/api/auth/register', validRegistration({ email: 'Kavya.RAO@Example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email already registered');
    const rows = await t.db.select().from(users).where(eq(users.email, existing.email));
    expect(rows).toHaveLength(1);
  });

  it('records the referrer given by user number (as text or as a number)', async () => {
    // another phone than the form's: a code whose owner has the new account's phone is refused (ADR 0028)
    const referrer = await insertUser(t.db, { phone: '9123456780' });
    const asText = await t
      .request()
      .post('/api/auth/register', validRegistration({ referredBy: ` ${referrer.userNumber} ` }));
    expect(asText.status).toBe(200);
    expect(asText.body.referredBy).toBe(referrer.userNumber);
    const asNumber = await t
      .request()
      .post('/api/auth/register', validRegistration({ referredBy: referrer.userNumber }));
    expect(asNumber.body.referredBy).toBe(referrer.userNumber);
    const [row] = await t.db.select().from(users).where(eq(users.id, asNumber.body.id));
    expect(row.referredBy).toBe(referrer.id);
  });

  it('treats an empty referral as none', async () => {
    const res = await t.request().post('/api/auth/register', validRegistration({ referredBy: '' }));
    expect(res.status).toBe(200);
    expect(res.body.referredBy).toBeNull();
  });

  it('refuses a referral number that belongs to no member, naming it, and creates nobody', async () => {
    const form = validRegistration({ referredBy: '999999' });
    const res = await t.request().post('/api/auth/register', form);
    expect(res.status).toBe(400);
    const message = 'No member has the user number 999999. Check the number or leave Referral empty.';
    expect(res.body).toEqual({ message, errors: { referredBy: message } });
    const rows = await t.db.select().from(users).where(eq(users.email, form.email));
    expect(rows).toHaveLength(0);
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/harness';
import { latestMailTo, resetTokenMailedTo } from './auth-test-helpers';

const FORGOT_ANSWER = {
  message:
    'If an account exists for that email, a password reset link has been sent. Please check your inbox as well as spam folder.',
};
const HOUR_MS = 60 * 60 * 1000;

describe('password reset', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hubshelf-reset-'));
    // Many requests from one address: lift the sign-in rate limit (tested in rate-limit.api.test.ts).
    t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const forgot = (email: string) => t.request().post('/api/auth/forgot-password', { email });
  const reset = (token: string, password: string) =>
    t.request().post('/api/auth/reset-password', { token, password });
  const login = (email: string, password: string) => t.request().post('/api/auth/login', { email, password });
  /** Asks for a reset link for `email` (which must be registered) and returns the mailed token. */
  const requestLink = async (email: string): Promise<string> => {
    expect((await forgot(email)).status).toBe(200);
    return resetTokenMailedTo(t.db, email);
  };

  describe('POST /api/auth/forgot-password', () => {
    it('mails a PUBLIC_URL/reset-password link with a 32-byte token, and stores only its hash', async () => {
      const member = await insertUser(t.db, { name: 'Ira Sen' });
      const res = await forgot(member.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(FORGOT_ANSWER);

      const mail = await latestMailTo(t.db, member.email);
      expect(mail?.subject).toBe('Reset your Hubshelf password');
      expect(mail?.text).toContain('Hello Ira Sen,');
      expect(mail?.text).toMatch(/^http:\/\/localhost:5000\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
      const token = await resetTokenMailedTo(t.db, member.email);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      const [row] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, member.id));
      expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(row.expiresAt.getTime() - t.clock.now().getTime()).toBe(HOUR_MS);
    });

    it('writes the mail to DATA_DIR/mail/<timestamp>-<recipient>.txt when there is no SMTP', async () => {
      const member = await insertUser(t.db, { email: 'file.copy@example.com' });
      await forgot(member.email);
      const files = (await readdir(join(dataDir, 'mail'))).filter((f) =>
        f.endsWith('-file.copy@example.com.txt'),
      );
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-file\.copy@example\.com\.txt$/);
      const content = await readFile(join(dataDir, 'mail', files[0]), 'utf8');
      expect(content).toMatch(/^Subject: Reset your Hubshelf password\nTo: file\.copy@example\.com\n\n/);
      expect(content).toContain(`/reset-password?token=${await resetTokenMailedTo(t.db, member.email)}`);
    });

    it('gives the same answer for an email nobody registered, and mails nothing', async () => {
      const res = await forgot('ghost@example.com');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(FORGOT_ANSWER);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com'));
      expect(mails).toHaveLength(0);
    });

    it('finds the member whatever the letter case of the email', async () => {
      const member = await insertUser(t.db, { email: 'dev.patel@example.com' });
      await forgot('DEV.Patel@Example.com');
      expect(await latestMailTo(t.db, member.email)).toBeDefined();
    });

    it('validates the email: 400 "Invalid email address"', async () => {
      const res = await forgot('not-an-email');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Invalid email address',
        errors: { email: 'Invalid email address' },
      });
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password: the new one signs in, the old one no longer does', async () => {
      const member = await insertUser(t.db);
      const res = await reset(await requestLink(member.email), 'brand-new-pass');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Your password has been reset. Please sign in with your new password.',
      });
      expect((await login(member.email, 'brand-new-pass')).status).toBe(200);
      expect((await login(member.email, DEMO_PASSWORD)).status).toBe(401);
    });

    it('ends every session the member had', async () => {
      const member = await insertUser(t.db);
      const phone = await t.sessionFor(member);
      const laptop = await t.sessionFor(member);
      expect((await reset(await requestLink(member.email), 'brand-new-pass')).status).toBe(200);
      expect((await t.request(phone).get('/api/auth/me')).status).toBe(401);
      expect((await t.request(laptop).get('/api/auth/me')).status).toBe(401);
    });

    it('works up to 1 hour after the link was sent', async () => {
      const member = await insertUser(t.db);
      const token = await requestLink(member.email);
      t.clock.advance(HOUR_MS - 1000);
      expect((await reset(token, 'brand-new-pass')).status).toBe(200);
    });

    it('refuses a link older than 1 hour, and the password stays', async () => {
      const member = await insertUser(t.db);
      const token = await requestLink(member.email);
      t.clock.advance(HOUR_MS + 1);
      const res = await reset(token, 'brand-new-pass');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'This reset link has expired. Please request a new password reset.',
      });
      expect((await login(member.email, DEMO_PASSWORD)).status).toBe(200);
    });

    it('works only once', async () => {
      const member = await insertUser(t.db);
      const token = await requestLink(member.email);
      expect((await reset(token, 'first-new-pass')).status).toBe(200);
      const again = await reset(token, 'second-new-pass');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        message: 'This reset link has already been used. Please request a new password reset.',
      });
      expect((await login(member.email, 'first-new-pass')).status).toBe(200);
    });

    it('voids the member’s other outstanding links once one is used', async () => {
      const member = await insertUser(t.db);
      const older = await requestLink(member.email);
      const newer = await requestLink(member.email);
      expect(newer).not.toBe(older);
      expect((await reset(newer, 'brand-new-pass')).status).toBe(200);
      expect((await reset(older, 'another-pass')).status).toBe(400);
    });

    it('refuses an unknown token', async () => {
      const res = await reset('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWEtcmVhbC10b2s', 'brand-new-pass');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid reset link. Please request a new password reset.' });
    });

    it.each([
      [
        'token',
        { token: '', password: 'brand-new-pass' },
        'Invalid reset link. Please request a new password reset.',
      ],
      ['password', { token: 'some-token', password: '12345' }, 'Password must be at least 6 characters long'],
    ])('validates %s (spec 000 §5)', async (field, body, message) => {
      const res = await t.request().post('/api/auth/reset-password', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, errors: { [field]: message } });
    });
  });
});

/**
 * Helpers shared by the auth API tests: a valid sign-up form, reading the session cookie from an
 * answer, reading the reset link from the mail outbox, and the check that no answer carries a
 * password hash.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RegisterBody } from '@/contract/auth';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import type { TestResponse } from '../../testing/harness';

let n = 0;

/** A sign-up form that passes validation, with a fresh email; `overrides` replace fields. */
export function validRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  n += 1;
  return {
    name: 'Nisha Verma',
    email: `nisha.${Date.now().toString(36)}.${n}@example.com`,
    phone: '9876543210',
    password: 'secret123',
    flatWing: 'B-702',
    buildingName: 'Palm Heights',
    detailedAddress: 'Near City Mall, Andheri West',
    city: 'Mumbai',
    ...overrides,
  };
}

/** The `set-cookie` line for `name` in `res`, or undefined. */
export function setCookieLine(res: TestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.startsWith(`${name}=`));
}

/** The value of cookie `name` set by `res` (empty string when it is being cleared), or undefined. */
export function cookieValue(res: TestResponse, name: string): string | undefined {
  const line = setCookieLine(res, name);
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0]);
}

/** `hubshelf_session=<value>` from a sign-in answer, ready to send as a `cookie` header. Fails the test when absent. */
export function sessionCookie(res: TestResponse): string {
  const value = cookieValue(res, SESSION_COOKIE);
  expect(value, 'the answer sets a session cookie').toBeTruthy();
  return `${SESSION_COOKIE}=${value}`;
}

/** Fails the test when `body` carries a password hash under any name or an argon2 hash string. */
export function expectNoPasswordHash(body: unknown): void {
  const text = JSON.stringify(body ?? null);
  expect(text).not.toMatch(/password_?hash/i);
  expect(text).not.toContain('$argon2');
}

/** The newest outbox mail to `to`, or undefined. */
export async function latestMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The reset token in the newest mail to `to`. Fails the test when there is none. */
export async function resetTokenMailedTo(db: Db, to: string): Promise<string> {
  const mail = await latestMailTo(db, to);
  const match = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(match, `a reset link mailed to ${to}`).toBeTruthy();
  return decodeURIComponent(match?.[1] ?? '');
}

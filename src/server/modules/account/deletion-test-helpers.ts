/**
 * What the account deletion API tests share (ADR 0052): a hub with an owner and a borrower and a way to
 * rent, asking for a deletion with the factory password, the mails to a member, the cancel token in the
 * newest one, and a member's deletion rows.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountDeletions, mailOutbox } from '../../db/schema';
import { DEMO_PASSWORD, type UserAttrs } from '../../seed/factories';
import type { TestApp, TestUser } from '../../testing/harness';
import { borrowWithDemoCard, neighbourhood } from '../../testing/transactions';

export const DELETION = '/api/account/deletion';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `who` asks to delete their account with `password` (default: the factory password; null: none). */
export function askDeletion(t: TestApp, who: TestUser, password: string | null = DEMO_PASSWORD) {
  return t.request(who).post(DELETION, password === null ? {} : { password });
}

/**
 * A hub with an owner (Ravi) and a borrower (Asha, with `borrowerAttrs`); `rent` lends a new book of the
 * owner to the borrower.
 */
export async function deletionWorld(t: TestApp, borrowerAttrs: UserAttrs = {}) {
  const hood = await neighbourhood(t);
  const owner = await hood.member({ name: 'Ravi Kulkarni' });
  const borrower = await hood.member({ name: 'Asha Menon', ...borrowerAttrs });
  async function rent(title = 'Wings of Fire') {
    const book = await hood.book(owner, { title });
    const res = await borrowWithDemoCard(t, borrower, book.id);
    expect(res.status).toBe(200);
    return { book, rental: res.body as { id: number } };
  }
  return { hood, owner, borrower, rent };
}

/** The mails to `email`, newest first. */
export function mailsTo(t: TestApp, email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

/** The cancel token (64 hex) in the newest mail to `email`; fails the test when there is none. */
export async function cancelTokenMailedTo(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const match = mail?.text.match(/\/account\/deletion\/cancel\?token=([0-9a-f]{64})/);
  expect(match, `a cancel link mailed to ${email}`).toBeTruthy();
  return match![1];
}

/** `userId`'s deletion rows, newest first. */
export function deletionsOf(t: TestApp, userId: number) {
  return t.db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .orderBy(desc(accountDeletions.id));
}

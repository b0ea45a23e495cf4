/**
 * The neighbourhood the conversations API tests start from (ADR 0050): one hub with an owner and his listed
 * book, an asker, a third member of the hub, a member outside it and an administrator (not in the hub), and
 * the calls the suites share.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';

export const ADMIN_EMAIL = 'conversations-admin@example.com';

/** A fresh app and its people. */
export async function conversationWorld() {
  const t: TestApp = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  const hood = await neighbourhood(t);
  const owner = await hood.member({ name: 'Ravi Kulkarni' });
  const asker = await hood.member({ name: 'Asha Menon' });
  const third = await hood.member({ name: 'Tara Third' });
  const outsider = await t.signIn({ name: 'Olga Outside' });
  const admin = await t.signIn({ name: 'Anil Admin', email: ADMIN_EMAIL });
  const book = await hood.book(owner, { title: 'The Guide', author: 'R. K. Narayan' });

  /** `who` asks about `bookId`; expects 200 or 201 and answers the conversation. */
  const ask = async (who: TestUser, bookId = book.id) => {
    const res = await t.request(who).post(`/api/books/${bookId}/inquiry`);
    expect([200, 201]).toContain(res.status);
    return res.body as { id: number; kind: string };
  };
  /** `who` sends `content` in `conversationId`, with a fresh client key unless one is given. */
  const send = (who: TestUser, conversationId: number, content: string, key: string = randomUUID()) =>
    t.request(who).post(`/api/conversations/${conversationId}/messages`, { content, clientMessageId: key });
  return { t, hood, owner, asker, third, outsider, admin, book, ask, send };
}
export type ConversationWorld = Awaited<ReturnType<typeof conversationWorld>>;

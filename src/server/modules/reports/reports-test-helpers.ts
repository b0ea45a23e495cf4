/**
 * What the reports API tests share (ADR 0050): a hub with a reporter (Asha), the member reported (Ravi), a
 * third member (Meera) and an administrator, one target of each kind written by Ravi, and the calls.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminActions, conversationMessages, conversationPhotos, conversations } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';

export async function reportsWorld() {
  const t: TestApp = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  const hood = await neighbourhood(t);
  const asha = await hood.member({ name: 'Asha Menon' });
  const ravi = await hood.member({ name: 'Ravi Kulkarni', city: 'Pune' });
  const meera = await hood.member({ name: 'Meera Iyer' });
  const admin = await t.signIn({ name: 'Nisha Admin', email: 'boss@example.com' });

  /** Ravi's targets: a book, a public review, a hub message and a conversation message to Asha. */
  async function targets() {
    const book = await hood.book(ravi, {
      title: 'Fake Listing',
      author: 'Nobody',
      description: 'Pay first',
      dailyFeePaise: 1_500,
      sellingPricePaise: 30_000,
    });
    const reviewed = await hood.book(meera, { title: 'Godan' });
    const review = await t.request(ravi).post(`/api/books/${reviewed.id}/reviews`, {
      rating: 1,
      reviewText: 'Rubbish owner',
    });
    expect(review.status).toBe(200);
    const message = await t.request(ravi).post(`/api/societies/${hood.hub.id}/messages`, {
      content: 'Call me at 98200 11002 for cash deals',
    });
    expect(message.status).toBe(201);
    const [conversation] = await t.db
      .insert(conversations)
      .values({ kind: 'inquiry', bookId: book.id, memberId: asha.user.id, ownerId: ravi.user.id })
      .returning();
    const [said] = await t.db
      .insert(conversationMessages)
      .values({
        conversationId: conversation!.id,
        senderId: ravi.user.id,
        content: 'Send the deposit by UPI',
      })
      .returning();
    await t.db
      .insert(conversationPhotos)
      .values({ messageId: said!.id, storageKey: `conversation-photos/test-${said!.id}.webp` });
    return {
      book: book.id,
      reviewedBook: reviewed.id,
      review: review.body.review.id as number,
      hubMessage: message.body.id as number,
      conversation: conversation!.id,
      conversationMessage: said!.id,
    };
  }

  const report = (who: TestUser | null, targetKind: string, targetId: number, category = 'abusive') =>
    t.request(who).post('/api/reports', { targetKind, targetId, category });
  const decide = (who: TestUser | null, id: number, body: object) =>
    t.request(who).post(`/api/admin/reports/${id}/decision`, body);
  const details = (id: number) => t.request(admin).get(`/api/admin/reports/${id}`);

  /** `who`'s notifications of `type`, newest first. */
  async function notices(who: TestUser, type: string) {
    const res = await t.request(who).get('/api/notifications');
    return (res.body as { type: string; title: string; message: string }[]).filter((n) => n.type === type);
  }

  /** The audit rows of report `reportId`. */
  const audit = (reportId: number) =>
    t.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.reportId, reportId)));

  return { t, hood, asha, ravi, meera, admin, targets, report, decide, details, notices, audit };
}

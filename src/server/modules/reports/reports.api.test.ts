/**
 * Filing reports and the moderation queue (ADR 0050): any signed-in member reports a member, a book, a
 * review, a hub message or a conversation message; the content is copied as evidence; one open report per
 * reporter and target; only administrators reach the queue and a report's details.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubMessages, reports } from '../../db/schema';
import { reportsWorld } from './reports-test-helpers';

let w: Awaited<ReturnType<typeof reportsWorld>>;
let ids: Awaited<ReturnType<typeof w.targets>>;

beforeAll(async () => {
  w = await reportsWorld();
  ids = await w.targets();
});
afterAll(() => w.t.close());

describe('POST /api/reports', () => {
  it('refuses a signed-out caller with 401', async () => {
    expect((await w.report(null, 'member', w.ravi.user.id)).status).toBe(401);
  });

  it('refuses reporting yourself or your own content with 400', async () => {
    for (const [kind, id] of [
      ['member', w.asha.user.id],
      ['book', ids.book],
    ] as const) {
      const who = kind === 'book' ? w.ravi : w.asha;
      const res = await w.report(who, kind, id);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('You cannot report yourself or your own content.');
    }
  });

  it('answers 404 for an unknown target and for a conversation the reporter is not in', async () => {
    expect((await w.report(w.asha, 'hub_message', 999_999)).status).toBe(404);
    expect((await w.report(w.asha, 'book', 999_999)).status).toBe(404);
    const outsider = await w.report(w.meera, 'conversation_message', ids.conversationMessage);
    expect(outsider.status).toBe(404);
  });

  it('refuses a bad category or a note beyond 500 characters with 400', async () => {
    const as = w.t.request(w.asha);
    const bad = await as.post('/api/reports', {
      targetKind: 'member',
      targetId: w.ravi.user.id,
      category: 'x',
    });
    expect(bad.status).toBe(400);
    const long = await as.post('/api/reports', {
      targetKind: 'member',
      targetId: w.ravi.user.id,
      category: 'other',
      note: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
  });

  it('files a report (201, in English and Hindi), then 409 for a second open one on the same target', async () => {
    const res = await w.report(w.asha, 'member', w.ravi.user.id, 'not_returned');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      message: 'Thanks. An administrator will review your report.',
    });
    const again = await w.report(w.asha, 'member', w.ravi.user.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already reported this. An administrator will review it.');
    const hindi = await w.t
      .request(w.meera)
      .post(
        '/api/reports',
        { targetKind: 'member', targetId: w.ravi.user.id, category: 'other' },
        { headers: { 'accept-language': 'hi' } },
      );
    expect(hindi.status).toBe(201);
    expect(hindi.body.message).toBe('धन्यवाद। एक व्यवस्थापक आपकी रिपोर्ट की समीक्षा करेगा।');
  });

  it('copies each kind’s evidence and the member answerable, at that moment', async () => {
    const made: Record<string, number> = {};
    for (const [kind, id] of [
      ['book', ids.book],
      ['review', ids.review],
      ['hub_message', ids.hubMessage],
      ['conversation_message', ids.conversationMessage],
    ] as const) {
      const res = await w.report(w.asha, kind, id, 'spam_scam');
      expect(res.status).toBe(201);
      made[kind] = res.body.id;
    }
    const rows = await w.t.db.select().from(reports);
    const of = (id: number) => rows.find((r) => r.id === id)!;
    for (const id of Object.values(made)) expect(of(id).targetUserId).toBe(w.ravi.user.id);
    expect(of(made.book!).evidence).toMatchObject({
      title: 'Fake Listing',
      author: 'Nobody',
      description: 'Pay first',
      dailyFee: 15,
      sellingPrice: 300,
      ownerName: 'Ravi Kulkarni',
    });
    expect(of(made.review!).evidence).toMatchObject({ rating: 1, text: 'Rubbish owner', bookTitle: 'Godan' });
    expect(of(made.hub_message!).evidence).toMatchObject({
      content: 'Call me at 98200 11002 for cash deals',
      hubName: w.hood.hub.name,
      senderName: 'Ravi Kulkarni',
    });
    expect(of(made.conversation_message!).evidence).toMatchObject({
      content: 'Send the deposit by UPI',
      conversationId: ids.conversation,
      photoKeys: [`conversation-photos/test-${ids.conversationMessage}.webp`],
    });
  });

  it('keeps the evidence after the message is deleted', async () => {
    const [stored] = await w.t.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetKind, 'hub_message'), eq(reports.targetId, ids.hubMessage)));
    await w.t.db.delete(hubMessages).where(eq(hubMessages.id, ids.hubMessage));
    const res = await w.details(stored!.id);
    expect(res.status).toBe(200);
    expect(res.body.evidence).toMatchObject({ content: 'Call me at 98200 11002 for cash deals' });
    expect(res.body.excerpt).toBe('Call me at 98200 11002 for cash deals');
  });
});

describe('the queue and a report’s details', () => {
  it('only administrators reach them (401 signed out, 403 members)', async () => {
    const [first] = await w.t.db.select().from(reports);
    for (const url of ['/api/admin/reports', `/api/admin/reports/${first!.id}`]) {
      expect((await w.t.request().get(url)).status).toBe(401);
      expect((await w.t.request(w.asha).get(url)).status).toBe(403);
    }
    const decided = await w.decide(w.asha, first!.id, { decision: 'dismiss' });
    expect(decided.status).toBe(403);
    expect((await w.t.request(w.admin).get('/api/admin/reports/999999')).status).toBe(404);
  });

  it('lists open reports oldest first with reporter, target member and an excerpt', async () => {
    const res = await w.t.request(w.admin).get('/api/admin/reports');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(6);
    const times = res.body.map((r: { createdAt: string; id: number }) => r.id);
    expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
    expect(res.body[0]).toMatchObject({
      targetKind: 'member',
      category: 'not_returned',
      status: 'open',
      reporterName: 'Asha Menon',
      targetMember: { id: w.ravi.user.id, name: 'Ravi Kulkarni' },
      excerpt: 'Ravi Kulkarni',
    });
    expect((await w.t.request(w.admin).get('/api/admin/reports?status=actioned')).body).toEqual([]);
  });

  it('shows the target member’s history: earlier reports, reliability, no restriction', async () => {
    const [first] = (await w.t.request(w.admin).get('/api/admin/reports')).body;
    const res = await w.details(first.id);
    expect(res.body.targetMember).toEqual({
      id: w.ravi.user.id,
      name: 'Ravi Kulkarni',
      earlierReports: 5,
      actionedReports: 0,
      reliability: null,
      suspendedUntil: null,
      banned: false,
    });
    expect(res.body).toMatchObject({ decision: null, decidedBy: null, decidedAt: null });
  });
});

/**
 * Deciding reports (ADR 0050): dismiss, hide (each target kind; never a member), warn, suspend N days, ban.
 * Every decision writes the audit row and tells the reporter only whether action was taken; a decided report
 * cannot be decided again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, conversationMessages, memberRestrictions, reports, reviews, users } from '../../db/schema';
import { reportsWorld } from './reports-test-helpers';

let w: Awaited<ReturnType<typeof reportsWorld>>;
let ids: Awaited<ReturnType<typeof w.targets>>;
/** Meera's and Asha's open reports on Ravi, filed by the refusal tests and decided later. */
let meeraOnRavi: number;
let ashaOnRavi: number;

beforeAll(async () => {
  w = await reportsWorld();
  ids = await w.targets();
});
afterAll(() => w.t.close());

const ACTIONED = 'Thanks for your report. An administrator reviewed it and took action.';
const NO_ACTION = 'Thanks for your report. An administrator reviewed it and took no action this time.';

/** Files a report by `who` (default Asha) and answers its id. */
async function filed(kind: string, id: number, who = w.asha): Promise<number> {
  const res = await w.report(who, kind, id);
  expect(res.status).toBe(201);
  return res.body.id;
}

async function expectDecided(reportId: number, decision: string, message: string, reporter = w.asha) {
  const before = (await w.notices(reporter, 'report_reviewed')).length;
  const res = await w.decide(
    w.admin,
    reportId,
    decision === 'suspend' ? { decision, suspendDays: 3 } : { decision },
  );
  expect(res.status).toBe(200);
  const [row] = await w.t.db.select().from(reports).where(eq(reports.id, reportId));
  expect(row).toMatchObject({
    status: decision === 'dismiss' ? 'dismissed' : 'actioned',
    decision,
    decidedBy: w.admin.user.id,
    decidedAt: w.t.clock.now(),
  });
  const audit = await w.audit(reportId);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ adminId: w.admin.user.id, action: `report_${decision}` });
  const notices = await w.notices(reporter, 'report_reviewed');
  expect(notices).toHaveLength(before + 1);
  expect(notices[0]).toMatchObject({ title: 'Your report was reviewed', message });
  // never which action
  expect(notices[0]!.message).not.toMatch(/hid|warn|suspend|ban/i);
}

describe('POST /api/admin/reports/:id/decision', () => {
  it('refuses a signed-out caller (401) and a member (403)', async () => {
    const id = (meeraOnRavi = await filed('member', w.ravi.user.id, w.meera));
    expect((await w.decide(null, id, { decision: 'dismiss' })).status).toBe(401);
    expect((await w.decide(w.meera, id, { decision: 'dismiss' })).status).toBe(403);
    expect((await w.audit(id)).length).toBe(0);
  });

  it('refuses suspend without days, days without suspend, and hiding a member (400)', async () => {
    const id = (ashaOnRavi = await filed('member', w.ravi.user.id));
    expect((await w.decide(w.admin, id, { decision: 'suspend' })).status).toBe(400);
    expect((await w.decide(w.admin, id, { decision: 'warn', suspendDays: 3 })).status).toBe(400);
    expect((await w.decide(w.admin, id, { decision: 'suspend', suspendDays: 91 })).status).toBe(400);
    const hide = await w.decide(w.admin, id, { decision: 'hide' });
    expect(hide.status).toBe(400);
    expect(hide.body.message).toBe('A member cannot be hidden. Warn, suspend or ban instead.');
    expect((await w.details(id)).body.status).toBe('open');
    expect((await w.audit(id)).length).toBe(0);
  });

  it('dismisses: the reporter hears no action was taken; a second decision is 409', async () => {
    const id = meeraOnRavi;
    await expectDecided(id, 'dismiss', NO_ACTION, w.meera);
    const again = await w.decide(w.admin, id, { decision: 'ban' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This report was already decided.');
    expect((await w.audit(id)).length).toBe(1);
    expect((await w.decide(w.admin, 999_999, { decision: 'dismiss' })).status).toBe(404);
  });

  it('hides a hub message: everyone sees it removed, without content', async () => {
    await expectDecided(await filed('hub_message', ids.hubMessage), 'hide', ACTIONED);
    for (const who of [w.meera, w.ravi]) {
      const page = await w.t.request(who).get(`/api/societies/${w.hood.hub.id}/messages`);
      const shown = page.body.find((m: { id: number }) => m.id === ids.hubMessage);
      expect(shown).toMatchObject({ content: '', hidden: true });
    }
  });

  it('hides a review: it leaves the list and the book’s rating', async () => {
    const before = (await w.t.request(w.meera).get(`/api/books/${ids.reviewedBook}`)).body;
    expect(before.reviewCount).toBe(1);
    await expectDecided(await filed('review', ids.review), 'hide', ACTIONED);
    const [row] = await w.t.db.select().from(reviews).where(eq(reviews.id, ids.review));
    expect(row!.hiddenAt).toEqual(w.t.clock.now());
    expect((await w.t.request(w.asha).get(`/api/books/${ids.reviewedBook}/reviews`)).body).toEqual([]);
    const after = (await w.t.request(w.meera).get(`/api/books/${ids.reviewedBook}`)).body;
    expect(after.reviewCount).toBe(0);
  });

  it('hides a conversation message', async () => {
    await expectDecided(await filed('conversation_message', ids.conversationMessage), 'hide', ACTIONED);
    const [row] = await w.t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, ids.conversationMessage));
    expect(row!.hiddenAt).toEqual(w.t.clock.now());
  });

  it('hides a book: its status is hidden and it leaves Browse', async () => {
    await expectDecided(await filed('book', ids.book), 'hide', ACTIONED);
    const [row] = await w.t.db.select().from(books).where(eq(books.id, ids.book));
    expect(row!.status).toBe('hidden');
    const browse = await w.t.request(w.meera).get('/api/books/browse?limit=50');
    expect(browse.body.map((b: { id: number }) => b.id)).not.toContain(ids.book);
  });

  it('warns: the member gets a warning notice and the reporter hears action was taken', async () => {
    await expectDecided(await filed('member', w.ravi.user.id, w.meera), 'warn', ACTIONED, w.meera);
    const warned = await w.notices(w.ravi, 'member_warned');
    expect(warned).toHaveLength(1);
    expect(warned[0]!.title).toBe('A warning from Hubshelf');
  });

  it('suspends for N days: the member is refused until then and the details show it', async () => {
    const id = ashaOnRavi;
    await expectDecided(id, 'suspend', ACTIONED);
    const until = new Date(w.t.clock.now().getTime() + 3 * 86_400_000);
    const [row] = await w.t.db
      .select()
      .from(memberRestrictions)
      .where(eq(memberRestrictions.userId, w.ravi.user.id));
    expect(row).toMatchObject({ suspendedUntil: until, banned: false, reportId: id });
    expect((await w.details(id)).body.targetMember).toMatchObject({
      suspendedUntil: until.toISOString(),
      banned: false,
      actionedReports: 5,
    });
    const said = await w.t
      .request(w.ravi)
      .post(`/api/societies/${w.hood.hub.id}/messages`, { content: 'Hi' });
    expect(said.status).toBe(403);
    expect(said.body.message).toMatch(/^Your account is suspended until /);
    const [audit] = await w.audit(id);
    expect(audit!.detail).toMatchObject({ targetKind: 'member', suspendDays: 3 });
  });

  it('bans: the member is refused with no end', async () => {
    const id = await filed('member', w.ravi.user.id, w.meera);
    await expectDecided(id, 'ban', ACTIONED, w.meera);
    expect((await w.details(id)).body.targetMember).toMatchObject({ banned: true, suspendedUntil: null });
    const said = await w.t
      .request(w.ravi)
      .post(`/api/societies/${w.hood.hub.id}/messages`, { content: 'Hi' });
    expect(said.body.message).toBe(
      'Your account is banned. You can still return books and settle your loans.',
    );
  });

  it('tells a Hindi reporter in Hindi', async () => {
    await w.t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, w.meera.user.id));
    const id = await filed('review', ids.review, w.meera);
    expect((await w.decide(w.admin, id, { decision: 'dismiss' })).status).toBe(200);
    const [notice] = await w.notices(w.meera, 'report_reviewed');
    expect(notice!.title).toBe('आपकी रिपोर्ट की समीक्षा हो गई');
  });
});

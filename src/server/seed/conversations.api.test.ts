import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemoData } from './index';

/**
 * Demo conversations (ADR 0050): Priya's inquiry to Meera became the loan's conversation, with the 'paid'
 * and 'handover_agreed' events, an agreed hand-over time inside Meera's windows, and nothing unread.
 */
describe('demo conversations seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const [user] = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, email) });
    return t.sessionFor(user!);
  };

  it('has an inquiry that became a loan, with an agreed time both parties see', async () => {
    const priya = await signIn('priya@hubshelf.local');
    const list = await t.request(priya).get('/api/conversations');
    expect(list.status).toBe(200);
    const loan = list.body.find((c: { other: { name: string } }) => c.other.name === 'Meera Iyer');
    expect(loan).toMatchObject({ kind: 'loan', unread: 0 });
    const details = await t.request(priya).get(`/api/conversations/${loan.id}`);
    const messages = await t.request(priya).get(`/api/conversations/${loan.id}/messages`);
    const kinds = messages.body.map((m: { messageType: string; event: string | null }) => m.event ?? 'text');
    expect(kinds).toEqual(['text', 'text', 'text', 'paid', 'handover_agreed']);

    const time = await t.request(priya).get(`/api/rentals/${details.body.rentalId}/handover-time`);
    expect(time.body.agreed).not.toBeNull();
    const meera = await signIn('meera@hubshelf.local');
    const owners = await t.request(meera).get(`/api/rentals/${details.body.rentalId}/handover-time`);
    expect(owners.body.agreed.startsAt).toBe(time.body.agreed.startsAt);
    expect((await t.request(meera).get('/api/conversations/unread')).body).toEqual({ unread: 0 });
    expect((await t.request(meera).get('/api/profile/handover-windows')).body.windows).toHaveLength(3);
  });
});

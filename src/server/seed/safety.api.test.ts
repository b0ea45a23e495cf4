import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { DEMO_ADMIN_EMAIL } from './users';
import { seedDemoData } from './index';

/** Demo moderation data (ADR 0050): an open report in the administrator's queue, and a blocked pair. */
describe('demo safety seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: DEMO_ADMIN_EMAIL });
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const [user] = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, email) });
    return t.sessionFor(user!);
  };

  it('gives the demo administrator an open report with its evidence', async () => {
    const admin = await signIn(DEMO_ADMIN_EMAIL);
    const queue = await t.request(admin).get('/api/admin/reports');
    expect(queue.status).toBe(200);
    expect(queue.body).toHaveLength(1);
    expect(queue.body[0]).toMatchObject({
      targetKind: 'hub_message',
      category: 'spam_scam',
      reporterName: 'Arjun Rao',
      targetMember: { name: 'Ravi Kulkarni' },
    });
    const details = await t.request(admin).get(`/api/admin/reports/${queue.body[0].id}`);
    expect(details.body.evidence.hubName).toBe('Lakeview Residency');
  });

  it('has Kabir blocking Priya, invisible to Priya', async () => {
    const kabir = await signIn('kabir@hubshelf.local');
    expect((await t.request(kabir).get('/api/blocks')).body.map((b: { name: string }) => b.name)).toEqual([
      'Priya Nair',
    ]);
    const priya = await signIn('priya@hubshelf.local');
    expect((await t.request(priya).get('/api/blocks')).body).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemoData } from './index';

describe('demo chat seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('gives Lakeview Residency a conversation its members read, with the newest others’ messages unread', async () => {
    const [asha] = await t.db.query.users.findMany({
      where: (u, { eq }) => eq(u.email, 'asha@hubshelf.local'),
    });
    const session = await t.sessionFor(asha!);
    const hubs = (await t.request(session).get('/api/societies/my')).body as { id: number; name: string }[];
    const lakeview = hubs.find((h) => h.name === 'Lakeview Residency')!;
    const messages = await t.request(session).get(`/api/societies/${lakeview.id}/messages`);
    expect(messages.status).toBe(200);
    expect(messages.body).toHaveLength(6);
    expect(messages.body[0].sender_name).toBe(asha!.name);
    const unread = await t.request(session).get('/api/chat/unread');
    expect(unread.body.find((e: any) => e.societyId === lakeview.id).unread).toBe(2);
  });
});

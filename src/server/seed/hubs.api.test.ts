import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubMemberships, hubs, notifications, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { DEMO_ADMIN_EMAIL } from './users';
import { seedDemoData } from './index';

describe('demo hubs seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('creates at least 8 approved hubs in at least 3 cities covering every type, with coordinates', async () => {
    const approved = await t.db.select().from(hubs).where(eq(hubs.status, 'approved'));
    expect(approved.length).toBeGreaterThanOrEqual(8);
    const cities = new Set(approved.map((h) => h.city));
    for (const city of ['Mumbai', 'Bangalore', 'Delhi']) expect(cities).toContain(city);
    expect(new Set(approved.map((h) => h.hubType))).toEqual(new Set(['society', 'school', 'office']));
    for (const hub of approved) {
      expect(hub.longitude).not.toBeNull();
      expect(hub.address).toBeTruthy();
      expect(hub.description).toBeTruthy();
    }
  });

  it('creates one pending request of each type, each notified to the administrator', async () => {
    const pending = await t.db.select().from(hubs).where(eq(hubs.status, 'pending'));
    expect(pending.map((h) => h.hubType).sort()).toEqual(['office', 'school', 'society']);
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    const requestIds = notes
      .filter((n) => n.type === 'society_request')
      .map((n) => JSON.parse(n.data!).requestId);
    expect(requestIds.sort()).toEqual(pending.map((h) => h.id).sort());
  });

  it('makes every demo member a member of a hub in their city, and each approved hub has an admin member', async () => {
    const rows = await t.db
      .select({ email: users.email, hubCity: hubs.city, isAdmin: hubMemberships.isAdmin, hubId: hubs.id })
      .from(hubMemberships)
      .innerJoin(users, eq(users.id, hubMemberships.userId))
      .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId));
    const members = await t.db.select().from(users).where(eq(users.isAdmin, false));
    for (const m of members) expect(rows.some((r) => r.email === m.email && r.hubCity === m.city)).toBe(true);
    const approved = await t.db.select().from(hubs).where(eq(hubs.status, 'approved'));
    for (const hub of approved) expect(rows.some((r) => r.hubId === hub.id && r.isAdmin)).toBe(true);
  });

  it('shows the demo hubs to a demo member through the API', async () => {
    const [asha] = await t.db.select().from(users).where(eq(users.email, 'asha@hubshelf.local'));
    const res = await t.request(await t.sessionFor(asha)).get('/api/societies/my');
    expect(res.status).toBe(200);
    expect(res.body.map((h: any) => h.name)).toContain('Lakeview Residency');
  });
});

/** Hub members list and statistics (spec 001 §2.2, §2.12 members dialog, §7; ADR 0017 members-list privacy). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../seed/books';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('members and stats', () => {
  let hub: Awaited<ReturnType<typeof insertHub>>;
  let admin: TestUser;
  let member: TestUser;
  let former: TestUser;

  beforeAll(async () => {
    hub = await insertHub(t.db, { name: 'Stats Society' });
    admin = await t.signIn({ name: 'Zara Admin' });
    member = await t.signIn({ name: 'Aarav Member' });
    former = await t.signIn({ name: 'Bela Former' });
    await addMember(t.db, hub.id, admin.user.id, { isAdmin: true });
    await addMember(t.db, hub.id, member.user.id, {
      joinedAt: new Date(t.clock.now().getTime() - 60 * 86_400_000),
    });
    await addMember(t.db, hub.id, former.user.id, { isActive: false });
  });

  it('lists only active members to a member, admins first: a former member and their email are absent', async () => {
    const res = await t.request(member).get(`/api/societies/${hub.id}/members`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => [m.name, m.email, m.is_admin, m.isActive])).toEqual([
      ['Zara Admin', admin.user.email, true, true],
      ['Aarav Member', member.user.email, false, true],
    ]);
    expect(res.body[0].id).toBe(admin.user.id);
    expect(JSON.stringify(res.body)).not.toContain(former.user.email);
  });

  it('lists former members, marked inactive and last, to an admin of the hub', async () => {
    const res = await t.request(admin).get(`/api/societies/${hub.id}/members`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => [m.name, m.email, m.is_admin, m.isActive])).toEqual([
      ['Zara Admin', admin.user.email, true, true],
      ['Aarav Member', member.user.email, false, true],
      ['Bela Former', former.user.email, false, false],
    ]);
  });

  it('drops a member who leaves from the list other members see', async () => {
    const leaver = await t.signIn({ name: 'Chirag Leaver' });
    expect((await t.request(leaver).post(`/api/societies/${hub.id}/join`)).status).toBe(200);
    const before = await t.request(member).get(`/api/societies/${hub.id}/members`);
    expect(before.body.map((m: any) => m.name)).toEqual(['Zara Admin', 'Aarav Member', 'Chirag Leaver']);
    const left = await t.request(leaver).post(`/api/societies/${hub.id}/leave`);
    expect(left.body.message).toBe('You left Stats Society');
    const after = await t.request(member).get(`/api/societies/${hub.id}/members`);
    expect(after.status).toBe(200);
    expect(after.body.map((m: any) => m.name)).toEqual(['Zara Admin', 'Aarav Member']);
    expect(JSON.stringify(after.body)).not.toContain(leaver.user.email);
    const forAdmin = await t.request(admin).get(`/api/societies/${hub.id}/members`);
    expect(forAdmin.body.find((m: any) => m.id === leaver.user.id)).toMatchObject({ isActive: false });
  });

  it('refuses the list to an admin who left the hub with 403', async () => {
    const exAdmin = await t.signIn({ name: 'Dev Exadmin' });
    await addMember(t.db, hub.id, exAdmin.user.id, { isAdmin: true, isActive: false });
    expect((await t.request(exAdmin).get(`/api/societies/${hub.id}/members`)).status).toBe(403);
  });

  it('refuses members and stats to a non-member and a former member with 403', async () => {
    const stranger = await t.signIn();
    for (const who of [stranger, former]) {
      const m = await t.request(who).get(`/api/societies/${hub.id}/members`);
      expect(m.status).toBe(403);
      expect(m.body.message).toBe('Only members of this society can see this');
      expect((await t.request(who).get(`/api/societies/${hub.id}/stats`)).status).toBe(403);
    }
  });

  it('answers 404 for members of an unknown or pending hub', async () => {
    const pending = await insertHub(t.db, { status: 'pending' });
    await addMember(t.db, pending.id, member.user.id);
    expect((await t.request(member).get(`/api/societies/${pending.id}/members`)).status).toBe(404);
    expect((await t.request(member).get('/api/societies/999999/stats')).status).toBe(404);
  });

  it('answers stats to a member', async () => {
    const res = await t.request(member).get(`/api/societies/${hub.id}/stats`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      societyId: hub.id,
      name: 'Stats Society',
      hubType: 'society',
      memberCount: 2,
      adminCount: 1,
      newMembersLast30Days: 1,
      bookCount: 0,
    });
  });

  it('counts the books listed in the hub in stats, /available and /my', async () => {
    await insertBook(t.db, { ownerId: member.user.id, hubIds: [hub.id] });
    await insertBook(t.db, { ownerId: admin.user.id, hubIds: [hub.id] });
    expect((await t.request(member).get(`/api/societies/${hub.id}/stats`)).body.bookCount).toBe(2);
    const available = await t.request(member).get('/api/societies/available');
    expect(available.body.find((h: any) => h.id === hub.id).bookCount).toBe(2);
    const mine = await t.request(member).get('/api/societies/my');
    expect(mine.body.find((h: any) => h.id === hub.id).bookCount).toBe(2);
  });
});

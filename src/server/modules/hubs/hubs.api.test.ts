/**
 * Hub listings, joining and leaving (spec 001 §2.12, §7 /api/societies calls); members and stats are in
 * members.api.test.ts, hub and merge requests in create.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { isMember, memberHubIds } from '../membership';
import { validRequest } from './hub-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Valid bodies, so that the signed-out check (not validation) decides the answer. */
const validBodies: Record<string, unknown> = {
  '/api/societies': validRequest,
  '/api/societies/merge-request': {
    targetSocietyId: 1,
    newSocietyName: 'X',
    apartmentCount: 5,
    city: 'Pune',
  },
};

describe('signed out', () => {
  it.each([
    ['get', '/api/societies'],
    ['get', '/api/societies/available'],
    ['get', '/api/societies/my'],
    ['post', '/api/societies'],
    ['post', '/api/societies/merge-request'],
    ['post', '/api/societies/1/join'],
    ['post', '/api/societies/1/leave'],
    ['get', '/api/societies/1/members'],
    ['get', '/api/societies/1/stats'],
  ] as const)('%s %s answers 401 with a message', async (method, url) => {
    const res =
      method === 'get' ? await t.request().get(url) : await t.request().post(url, validBodies[url] ?? {});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });
});

describe('listings', () => {
  let member: TestUser;
  let society: Awaited<ReturnType<typeof insertHub>>;
  let school: Awaited<ReturnType<typeof insertHub>>;
  let pending: Awaited<ReturnType<typeof insertHub>>;

  beforeAll(async () => {
    member = await t.signIn();
    const other = await t.signIn();
    const left = await t.signIn();
    society = await insertHub(t.db, {
      name: 'Listing Society',
      city: 'Mumbai',
      address: 'Powai, Mumbai',
      longitude: 72.91,
      latitude: 19.12,
      description: 'Lake side',
    });
    school = await insertHub(t.db, {
      name: 'Listing School',
      hubType: 'school',
      city: 'Delhi',
      unitCount: 900,
    });
    pending = await insertHub(t.db, { name: 'Listing Pending', status: 'pending' });
    await addMember(t.db, society.id, member.user.id, { isAdmin: true });
    await addMember(t.db, society.id, other.user.id);
    await addMember(t.db, society.id, left.user.id, { isActive: false });
  });

  it('GET /api/societies/available lists approved hubs with active member count, book count and isMember', async () => {
    const res = await t.request(member).get('/api/societies/available');
    expect(res.status).toBe(200);
    const ids = res.body.map((h: any) => h.id);
    expect(ids).toContain(society.id);
    expect(ids).toContain(school.id);
    expect(ids).not.toContain(pending.id);
    const row = res.body.find((h: any) => h.id === society.id);
    expect(row).toEqual({
      id: society.id,
      name: 'Listing Society',
      hubType: 'society',
      city: 'Mumbai',
      description: 'Lake side',
      apartmentCount: 120,
      code: society.code,
      location: { address: 'Powai, Mumbai', coordinates: [72.91, 19.12] },
      memberCount: 2,
      bookCount: 0,
      createdAt: expect.any(String),
      isMember: true,
    });
    expect(res.body.find((h: any) => h.id === school.id)).toMatchObject({
      isMember: false,
      location: null,
      memberCount: 0,
    });
  });

  it('filters /available by hubType', async () => {
    const res = await t.request(member).get('/api/societies/available?hubType=school');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((h: any) => h.hubType === 'school')).toBe(true);
    expect(res.body.map((h: any) => h.id)).toContain(school.id);
  });

  it('refuses an unknown hubType with 400', async () => {
    const res = await t.request(member).get('/api/societies/available?hubType=club');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid option: expected one of "society"|"school"|"office"');
  });

  it('GET /api/societies/my lists only active memberships with isAdmin', async () => {
    const res = await t.request(member).get('/api/societies/my');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: society.id,
      name: 'Listing Society',
      memberCount: 2,
      bookCount: 0,
      isAdmin: true,
    });
    const stranger = await t.signIn();
    expect((await t.request(stranger).get('/api/societies/my')).body).toEqual([]);
  });

  it('GET /api/societies lists approved hubs and filters by type and city', async () => {
    const res = await t.request(member).get('/api/societies?city=Delhi');
    expect(res.status).toBe(200);
    expect(res.body.map((h: any) => h.id)).toEqual([school.id]);
    const all = await t.request(member).get('/api/societies');
    expect(all.body.map((h: any) => h.id)).not.toContain(pending.id);
  });

  it('memberHubIds and isMember count active memberships of approved hubs only', async () => {
    expect(await memberHubIds(t.db, member.user.id)).toEqual([society.id]);
    expect(await isMember(t.db, member.user.id, society.id)).toBe(true);
    expect(await isMember(t.db, member.user.id, school.id)).toBe(false);
    const joinedPending = await t.signIn();
    await addMember(t.db, pending.id, joinedPending.user.id);
    expect(await isMember(t.db, joinedPending.user.id, pending.id)).toBe(false);
    expect(await memberHubIds(t.db, joinedPending.user.id)).toEqual([]);
  });
});

describe('join and leave', () => {
  it('joins an approved hub; joining twice is harmless', async () => {
    const hub = await insertHub(t.db);
    const alice = await t.signIn();
    const first = await t.request(alice).post(`/api/societies/${hub.id}/join`);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`You joined ${hub.name}`);
    const second = await t.request(alice).post(`/api/societies/${hub.id}/join`);
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(`You are already a member of ${hub.name}`);
    const list = await t.request(alice).get('/api/societies/available');
    expect(list.body.find((h: any) => h.id === hub.id)).toMatchObject({ isMember: true, memberCount: 1 });
  });

  it('refuses a pending hub and a rejected hub with 400, an unknown one with 404', async () => {
    const alice = await t.signIn();
    const pending = await insertHub(t.db, { status: 'pending' });
    const rejected = await insertHub(t.db, { status: 'rejected' });
    const p = await t.request(alice).post(`/api/societies/${pending.id}/join`);
    expect(p.status).toBe(400);
    expect(p.body.message).toBe(`${pending.name} is still waiting for administrator approval`);
    const r = await t.request(alice).post(`/api/societies/${rejected.id}/join`);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`${rejected.name} was not approved and cannot be joined`);
    const u = await t.request(alice).post('/api/societies/999999/join');
    expect(u.status).toBe(404);
    expect(u.body.message).toBe('Society not found');
    expect((await t.request(alice).get('/api/societies/my')).body).toEqual([]);
  });

  it('leaves a hub, refuses leaving again, and reactivates on a new join keeping the admin flag', async () => {
    const hub = await insertHub(t.db);
    const alice = await t.signIn();
    await addMember(t.db, hub.id, alice.user.id, { isAdmin: true });
    const left = await t.request(alice).post(`/api/societies/${hub.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(`You left ${hub.name}`);
    expect((await t.request(alice).get('/api/societies/my')).body).toEqual([]);
    const again = await t.request(alice).post(`/api/societies/${hub.id}/leave`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`You are not a member of ${hub.name}`);
    const rejoin = await t.request(alice).post(`/api/societies/${hub.id}/join`);
    expect(rejoin.body.message).toBe(`You joined ${hub.name}`);
    const mine = await t.request(alice).get('/api/societies/my');
    expect(mine.body).toMatchObject([{ id: hub.id, isAdmin: true, memberCount: 1 }]);
  });

  it('refuses leaving a hub the caller never joined with 400, and an unknown hub with 404', async () => {
    const hub = await insertHub(t.db);
    const bob = await t.signIn();
    const res = await t.request(bob).post(`/api/societies/${hub.id}/leave`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`You are not a member of ${hub.name}`);
    expect((await t.request(bob).post('/api/societies/999999/leave')).status).toBe(404);
  });
});

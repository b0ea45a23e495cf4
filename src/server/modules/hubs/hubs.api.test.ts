import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubMergeRequests } from '../../db/schema';
import { insertBook } from '../../db/seed/books';
import { addMember, insertHub } from '../../db/seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { writeSettings } from '../settings/service';
import { insertHubWithCode, isMember, memberHubIds } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validRequest = {
  name: 'Green Acres',
  hubType: 'society',
  city: 'Pune',
  apartmentCount: 150,
  location: { address: 'Baner Road, Pune', coordinates: [73.7868, 18.559] },
  description: 'Near the hill',
};

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
    expect(res.body.message).toBeTruthy();
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
    expect(res.body.message).toBeTruthy();
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

  it('lists members (admins first, inactive last) to a member', async () => {
    const res = await t.request(member).get(`/api/societies/${hub.id}/members`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => [m.name, m.email, m.is_admin, m.isActive])).toEqual([
      ['Zara Admin', admin.user.email, true, true],
      ['Aarav Member', member.user.email, false, true],
      ['Bela Former', former.user.email, false, false],
    ]);
    expect(res.body[0].id).toBe(admin.user.id);
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

describe('POST /api/societies (hub request)', () => {
  let requester: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    requester = await t.signIn({ name: 'Nisha Requester' });
    admin = await t.signIn({ isAdmin: true });
  });

  it('creates a pending request, not listed, and notifies every administrator', async () => {
    const res = await t.request(requester).post('/api/societies', validRequest);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Green Acres',
      hubType: 'society',
      city: 'Pune',
      apartmentCount: 150,
      description: 'Near the hill',
      status: 'pending',
    });
    expect(res.body.message).toBe('Your request for Green Acres was sent. An administrator will review it.');
    const listed = await t.request(requester).get('/api/societies/available');
    expect(listed.body.map((h: any) => h.id)).not.toContain(res.body.id);

    const notes = await t.request(admin).get('/api/notifications');
    const note = notes.body.find(
      (n: any) => n.type === 'society_request' && JSON.parse(n.data).requestId === res.body.id,
    );
    expect(note).toBeDefined();
    expect(note.title).toBe('New Society Request');
    expect(note.message).toBe('Nisha Requester asked to create the society Green Acres in Pune (150 units).');
    expect(JSON.parse(note.data)).toEqual({
      societyName: 'Green Acres',
      apartmentCount: 150,
      city: 'Pune',
      requestId: res.body.id,
    });
    expect((await t.request(requester).get('/api/notifications')).body).toEqual([]);
  });

  it('refuses a duplicate of a pending request with 409', async () => {
    const res = await t.request(requester).post('/api/societies', { ...validRequest, name: 'green acres' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A request for green acres in Pune is already waiting for approval.');
  });

  it('defaults hubType to society and accepts no location or description', async () => {
    const res = await t
      .request(requester)
      .post('/api/societies', { name: 'Plain Towers', city: 'Pune', apartmentCount: 95 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hubType: 'society', description: null });
  });

  it.each([
    [{ ...validRequest, name: '' }, 'name', 'Name is required'],
    [{ ...validRequest, name: '   ' }, 'name', 'Name is required'],
    [{ ...validRequest, name: undefined }, 'name', 'Name is required'],
    [{ ...validRequest, city: '' }, 'city', 'City is required'],
    [{ ...validRequest, city: 'Atlantis' }, 'city', 'City is required'],
    [{ ...validRequest, city: undefined }, 'city', 'City is required'],
    [{ ...validRequest, apartmentCount: 0 }, 'apartmentCount', 'Member count must be at least 1'],
    [{ ...validRequest, apartmentCount: undefined }, 'apartmentCount', 'Member count must be at least 1'],
    [
      { ...validRequest, location: { address: '  ', coordinates: [73, 18] } },
      'location.address',
      'Address is required',
    ],
  ])('refuses %o with 400 and the spec message', async (body, field, message) => {
    const res = await t.request(requester).post('/api/societies', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('refuses an unknown hub type with 400', async () => {
    const res = await t.request(requester).post('/api/societies', { ...validRequest, hubType: 'club' });
    expect(res.status).toBe(400);
    expect(res.body.errors.hubType).toBeTruthy();
  });

  it('refuses a society below minApartments with the merge payload: same-city societies, nearest first', async () => {
    const far = await insertHub(t.db, {
      name: 'Kothrud Far',
      city: 'Nagpur',
      longitude: 79.0,
      latitude: 21.2,
    });
    const near = await insertHub(t.db, {
      name: 'Nagpur Near',
      city: 'Nagpur',
      longitude: 79.09,
      latitude: 21.14,
    });
    const noCoords = await insertHub(t.db, { name: 'Nagpur Unplaced', city: 'Nagpur' });
    const school = await insertHub(t.db, { name: 'Nagpur School', hubType: 'school', city: 'Nagpur' });
    const otherCity = await insertHub(t.db, {
      name: 'Indore Society',
      city: 'Indore',
      longitude: 79.09,
      latitude: 21.14,
    });
    await addMember(t.db, near.id, admin.user.id);

    const res = await t.request(requester).post('/api/societies', {
      name: 'Tiny Court',
      hubType: 'society',
      city: 'Nagpur',
      apartmentCount: 40,
      location: { address: 'Civil Lines, Nagpur', coordinates: [79.088, 21.145] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('minimum apartment requirement');
    expect(res.body.minApartments).toBe(90);
    expect(res.body.suggestedSocieties.map((s: any) => s.id)).toEqual([near.id, far.id, noCoords.id]);
    expect(res.body.suggestedSocieties[0]).toEqual({
      id: near.id,
      name: 'Nagpur Near',
      city: 'Nagpur',
      memberCount: 1,
      distanceKm: expect.any(Number),
    });
    expect(res.body.suggestedSocieties[0].distanceKm).toBeLessThan(2);
    expect(res.body.suggestedSocieties[2].distanceKm).toBeNull();
    const ids = res.body.suggestedSocieties.map((s: any) => s.id);
    expect(ids).not.toContain(school.id);
    expect(ids).not.toContain(otherCity.id);
  });

  it('suggests nothing from other cities when the city has no society', async () => {
    await insertHub(t.db, { name: 'Elsewhere Society', city: 'Mumbai' });
    const res = await t
      .request(requester)
      .post('/api/societies', { name: 'Lonely Court', city: 'Kota', apartmentCount: 10 });
    expect(res.status).toBe(400);
    expect(res.body.suggestedSocieties).toEqual([]);
  });

  it('applies no minimum to schools and offices', async () => {
    for (const hubType of ['school', 'office']) {
      const res = await t
        .request(requester)
        .post('/api/societies', { name: `Small ${hubType}`, hubType, city: 'Kota', apartmentCount: 5 });
      expect(res.status).toBe(201);
      expect(res.body.hubType).toBe(hubType);
    }
  });

  it('reads the minimum from the platform settings', async () => {
    await writeSettings(t.db, { min_apartments: 30 }, t.clock.now());
    try {
      const ok = await t
        .request(requester)
        .post('/api/societies', { name: 'Thirty Court', city: 'Kota', apartmentCount: 30 });
      expect(ok.status).toBe(201);
      const low = await t
        .request(requester)
        .post('/api/societies', { name: 'Twenty Court', city: 'Kota', apartmentCount: 20 });
      expect(low.status).toBe(400);
      expect(low.body.minApartments).toBe(30);
    } finally {
      await writeSettings(t.db, { min_apartments: 90 }, t.clock.now());
    }
  });
});

describe('POST /api/societies/merge-request', () => {
  const body = (targetSocietyId: unknown, extra: Record<string, unknown> = {}) => ({
    targetSocietyId,
    newSocietyName: 'Tiny Court',
    newSocietyDescription: 'Two wings',
    apartmentCount: 40,
    city: 'Nagpur',
    location: { address: 'Civil Lines, Nagpur', coordinates: [79.088, 21.145] },
    ...extra,
  });

  it('stores a merge request into an approved society', async () => {
    const target = await insertHub(t.db, { name: 'Merge Target', city: 'Nagpur' });
    const alice = await t.signIn();
    const res = await t.request(alice).post('/api/societies/merge-request', body(target.id));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Your request to merge Tiny Court with Merge Target was sent for approval.',
    );
    const [row] = await t.db.select().from(hubMergeRequests).where(eq(hubMergeRequests.id, res.body.id));
    expect(row).toMatchObject({
      requestedBy: alice.user.id,
      targetHubId: target.id,
      newHubName: 'Tiny Court',
      newHubDescription: 'Two wings',
      unitCount: 40,
      city: 'Nagpur',
      address: 'Civil Lines, Nagpur',
      longitude: 79.088,
      latitude: 21.145,
      status: 'pending',
    });
  });

  it.each([
    [{ targetSocietyId: undefined }, 'targetSocietyId', 'Please choose a hub to merge with'],
    [{ targetSocietyId: 0 }, 'targetSocietyId', 'Please choose a hub to merge with'],
    [{ newSocietyName: '  ' }, 'newSocietyName', 'Name is required'],
    [{ city: 'Atlantis' }, 'city', 'City is required'],
    [{ apartmentCount: 0 }, 'apartmentCount', 'Member count must be at least 1'],
  ])('refuses %o with 400 and a message', async (override, field, message) => {
    const alice = await t.signIn();
    const target = await insertHub(t.db);
    const res = await t
      .request(alice)
      .post('/api/societies/merge-request', { ...body(target.id), ...override });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('refuses a target that is unknown, pending or not a society', async () => {
    const alice = await t.signIn();
    const pending = await insertHub(t.db, { status: 'pending' });
    const school = await insertHub(t.db, { hubType: 'school' });
    expect((await t.request(alice).post('/api/societies/merge-request', body(999999))).status).toBe(404);
    expect((await t.request(alice).post('/api/societies/merge-request', body(pending.id))).status).toBe(404);
    const res = await t.request(alice).post('/api/societies/merge-request', body(school.id));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only a society can be chosen for a merge');
  });
});

describe('join codes', () => {
  it('retries with a new code when the first one is taken, and gives up with 503 after repeated collisions', async () => {
    const values = {
      name: 'Code Society',
      hubType: 'society' as const,
      city: 'Pune',
      unitCount: 100,
      status: 'approved' as const,
    };
    await insertHubWithCode(t.db, values, () => 'TAKEN2');
    const codes = ['TAKEN2', 'FRESH3'];
    const hub = await insertHubWithCode(t.db, values, () => codes.shift()!);
    expect(hub.code).toBe('FRESH3');
    await expect(insertHubWithCode(t.db, values, () => 'TAKEN2')).rejects.toMatchObject({ status: 503 });
  });

  it('gives every hub a distinct readable code', async () => {
    const rows = await Promise.all([1, 2, 3].map(() => insertHub(t.db)));
    const codes = rows.map((h) => h.code);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  });
});

/** Hub requests, merge requests and join codes (spec 001 §4.7, §5, §8; 002 §3 "Hub request"). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubMergeRequests } from '../../db/schema';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { writeSettings } from '../settings';
import { validRequest } from './hub-test-helpers';
import { insertHubWithCode } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

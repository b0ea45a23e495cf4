/**
 * Profile tiles, the profile form and the address form (spec 001 §2.14, §5; ADR
 * docs/decisions/0020-profile-account-and-storage.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertHub } from '../../seed/hubs';
import { insertUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/harness';
import { neighbourhood, borrowWithDemoCard } from '../../testing/transactions';
import { validProfile } from './profile-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/stats', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request().get('/api/user/stats')).status).toBe(401);
  });

  it('counts a borrow, a lend, a referral and a join', async () => {
    const hood = await neighbourhood(t);
    const me = await hood.member();
    const neighbour = await hood.member();
    const zero = await t.request(me).get('/api/user/stats');
    expect(zero.body).toEqual({ booksBorrowed: 0, booksLent: 0, totalReferrals: 0, societiesJoined: 1 });

    const borrow = async (borrower: typeof me, owner: typeof me) => {
      const book = await hood.book(owner, { title: 'Malgudi Days', dailyFeePaise: 1_000 });
      const res = await borrowWithDemoCard(t, borrower, book.id);
      expect(res.status).toBe(200);
    };
    await borrow(me, neighbour);
    await borrow(neighbour, me);
    await insertUser(t.db, { referredBy: me.user.id });
    const other = await insertHub(t.db);
    await addMember(t.db, other.id, me.user.id);

    const res = await t.request(me).get('/api/user/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ booksBorrowed: 1, booksLent: 1, totalReferrals: 1, societiesJoined: 2 });
    const me2 = await t.request(me).get('/api/auth/me');
    expect(me2.body.totalReferrals).toBe(1);
  });
});

describe('PUT /api/user/profile', () => {
  it('saves the form with a school and a company; choosing a school does not join it', async () => {
    const member = await t.signIn();
    const school = await insertHub(t.db, { hubType: 'school', name: 'Powai Public School' });
    const office = await insertHub(t.db, { hubType: 'office', name: 'Lakeside Tech Park' });
    const form = validProfile({
      school: school.id,
      grade: ' 7 ',
      division: 'B',
      company: office.id,
      floor: '4',
      building: 'Tower A',
    });
    const res = await t.request(member).put('/api/user/profile', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Asha Menon',
      email: form.email,
      phone: '9820011003',
      flatWing: 'C-1204',
      city: 'Mumbai',
      school: school.id,
      grade: '7',
      division: 'B',
      company: office.id,
      floor: '4',
      building: 'Tower A',
    });
    const me = await t.request(member).get('/api/auth/me');
    expect(me.body).toEqual(res.body);
    const stats = await t.request(member).get('/api/user/stats');
    expect(stats.body.societiesJoined).toBe(0);

    const cleared = await t.request(member).put('/api/user/profile', validProfile({ email: form.email }));
    expect(cleared.body).toMatchObject({ school: null, grade: null, company: null, building: null });
  });

  it('answers 409 for an email another member has, in another letter case', async () => {
    const other = await insertUser(t.db, { email: 'taken.person@example.com' });
    const member = await t.signIn();
    const res = await t
      .request(member)
      .put('/api/user/profile', validProfile({ email: 'Taken.Person@EXAMPLE.com' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Email already registered' });
    expect(other.email).toBe('taken.person@example.com');
  });

  it('keeps the member own email in another letter case', async () => {
    const member = await t.signIn();
    const res = await t
      .request(member)
      .put('/api/user/profile', validProfile({ email: member.user.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(member.user.email);
  });

  it('answers 400 for an office hub as school, a school as company, and a pending school', async () => {
    const member = await t.signIn();
    const office = await insertHub(t.db, { hubType: 'office' });
    const school = await insertHub(t.db, { hubType: 'school' });
    const pending = await insertHub(t.db, { hubType: 'school', status: 'pending' });
    for (const [form, message] of [
      [validProfile({ school: office.id }), 'Please choose a school from the list'],
      [validProfile({ school: pending.id }), 'Please choose a school from the list'],
      [validProfile({ company: school.id }), 'Please choose a company from the list'],
    ] as const) {
      const res = await t.request(member).put('/api/user/profile', form);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ phone: '12345' }, 'Phone number must be at least 10 digits'],
    [{ flatWing: '' }, 'Flat and Wing Number is required'],
    [{ buildingName: ' ' }, 'Building Name is required'],
    [{ detailedAddress: 'abc' }, 'Detailed Address must be at least 5 characters'],
    [{ city: 'Atlantis' }, 'Please select a city'],
    [{ grade: 'x'.repeat(51) }, 'Grade must be at most 50 characters'],
  ])('answers 400 with the spec message for %j', async (override, message) => {
    const member = await t.signIn();
    const res = await t.request(member).put('/api/user/profile', validProfile(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/user/profile-options', () => {
  it('lists approved schools and offices, the member city first, then by name', async () => {
    const member = await t.signIn({ city: 'Pune' });
    const tag = Date.now().toString(36);
    await insertHub(t.db, { hubType: 'school', name: `A ${tag} Mumbai School`, city: 'Mumbai' });
    await insertHub(t.db, { hubType: 'school', name: `Z ${tag} Pune School`, city: 'Pune' });
    await insertHub(t.db, { hubType: 'school', name: `B ${tag} Pending`, city: 'Pune', status: 'pending' });
    await insertHub(t.db, { hubType: 'office', name: `O ${tag} Office`, city: 'Pune' });
    const res = await t.request(member).get('/api/user/profile-options');
    expect(res.status).toBe(200);
    const mine = (list: { name: string }[]) => list.map((h) => h.name).filter((n) => n.includes(tag));
    expect(mine(res.body.schools)).toEqual([`Z ${tag} Pune School`, `A ${tag} Mumbai School`]);
    expect(mine(res.body.companies)).toEqual([`O ${tag} Office`]);
  });
});

describe('PATCH /api/auth/profile', () => {
  it('saves the address form', async () => {
    const member = await t.signIn();
    const address = {
      flatWing: 'D-9',
      buildingName: 'Sea Breeze',
      detailedAddress: 'Carter Road, Bandra',
      city: 'Pune',
    };
    const res = await t.request(member).patch('/api/auth/profile', address);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(address);
  });

  it.each([
    [{ flatWing: '' }, 'Flat and Wing Number is required'],
    [{ buildingName: '' }, 'Building Name is required'],
    [{ detailedAddress: 'Road' }, 'Detailed Address must be at least 5 characters'],
    [{ city: '' }, 'City is required'],
  ])('answers 400 with the spec message for %j', async (override, message) => {
    const member = await t.signIn();
    const address = {
      flatWing: 'D-9',
      buildingName: 'Sea Breeze',
      detailedAddress: 'Carter Road, Bandra',
      city: 'Pune',
    };
    const res = await t.request(member).patch('/api/auth/profile', { ...address, ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 401 signed out', async () => {
    expect((await t.request().patch('/api/auth/profile', {})).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

let t: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  admin = await t.signIn({ isAdmin: true });
  secondAdmin = await t.signIn({ email: 'boss@example.com' });
  member = await t.signIn({ name: 'Farah Requester' });
});
afterAll(() => t.close());

/** Sends a hub request as `who` and returns its id. */
async function request(who: TestUser, body: Record<string, unknown>): Promise<number> {
  const res = await t.request(who).post('/api/societies', { city: 'Chennai', apartmentCount: 200, ...body });
  expect(res.status).toBe(201);
  return res.body.id;
}

const societyRequestNotes = async (who: TestUser, requestId: number) =>
  (await t.request(who).get('/api/notifications')).body.filter(
    (n: any) => n.type === 'society_request' && JSON.parse(n.data).requestId === requestId,
  );

describe('admin society requests: permissions', () => {
  it('answers 401 signed out and 403 to members', async () => {
    expect((await t.request().get('/api/admin/society-requests')).status).toBe(401);
    expect(
      (await t.request().post('/api/admin/society-requests/review', { requestId: 1, approved: true })).status,
    ).toBe(401);
    const list = await t.request(member).get('/api/admin/society-requests');
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Administrator access required');
    const review = await t
      .request(member)
      .post('/api/admin/society-requests/review', { requestId: 1, approved: true });
    expect(review.status).toBe(403);
  });

  it('notifies administrators named by ADMIN_EMAILS as well as flagged ones', async () => {
    const id = await request(member, { name: 'Both Admins Court' });
    expect(await societyRequestNotes(admin, id)).toHaveLength(1);
    expect(await societyRequestNotes(secondAdmin, id)).toHaveLength(1);
  });
});

describe('GET /api/admin/society-requests', () => {
  it('lists pending requests of every type with the requester, oldest first, and filters by type', async () => {
    const societyId = await request(member, { name: 'Adyar Gardens', description: 'By the river' });
    t.clock.advance(1000);
    const schoolId = await request(member, { name: 'Adyar School', hubType: 'school', apartmentCount: 800 });
    const res = await t.request(admin).get('/api/admin/society-requests');
    expect(res.status).toBe(200);
    const ids = res.body.map((r: any) => r.id);
    expect(ids.indexOf(societyId)).toBeLessThan(ids.indexOf(schoolId));
    expect(res.body.find((r: any) => r.id === societyId)).toEqual({
      id: societyId,
      hubType: 'society',
      name: 'Adyar Gardens',
      city: 'Chennai',
      apartmentCount: 200,
      description: 'By the river',
      address: null,
      requesterName: 'Farah Requester',
      requesterEmail: member.user.email,
      createdAt: expect.any(String),
    });
    const schools = await t.request(admin).get('/api/admin/society-requests?hubType=school');
    expect(schools.body.map((r: any) => r.id)).toContain(schoolId);
    expect(schools.body.every((r: any) => r.hubType === 'school')).toBe(true);
  });
});

describe('POST /api/admin/society-requests/review', () => {
  it('approval lists the hub, makes the requester its admin member and notifies them', async () => {
    const id = await request(member, { name: 'Besant Nagar Towers', hubType: 'society' });
    const res = await t
      .request(admin)
      .post('/api/admin/society-requests/review', { requestId: id, approved: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Besant Nagar Towers was approved',
      requestId: id,
      status: 'approved',
    });

    const available = await t.request(member).get('/api/societies/available?hubType=society');
    expect(available.body.find((h: any) => h.id === id)).toMatchObject({
      name: 'Besant Nagar Towers',
      isMember: true,
      memberCount: 1,
    });
    const mine = await t.request(member).get('/api/societies/my');
    expect(mine.body.find((h: any) => h.id === id)).toMatchObject({ isAdmin: true });
    const pending = await t.request(admin).get('/api/admin/society-requests');
    expect(pending.body.map((r: any) => r.id)).not.toContain(id);

    const notes = (await t.request(member).get('/api/notifications')).body;
    const approved = notes.find(
      (n: any) => n.type === 'society_approved' && JSON.parse(n.data).societyId === id,
    );
    expect(approved.title).toBe('Society Approved');
    expect(approved.message).toContain('Besant Nagar Towers was approved');
    expect(approved.isRead).toBe(false);

    // every administrator's notification about the request is settled
    expect((await societyRequestNotes(admin, id))[0].isRead).toBe(true);
    expect((await societyRequestNotes(secondAdmin, id))[0].isRead).toBe(true);
  });

  it('rejection stores the reason, keeps the hub unlisted and unjoinable, and tells the requester why', async () => {
    const id = await request(member, { name: 'Mylapore Office', hubType: 'office' });
    const res = await t.request(admin).post('/api/admin/society-requests/review', {
      requestId: id,
      approved: false,
      reason: 'Duplicate of an existing office',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Mylapore Office was rejected', requestId: id, status: 'rejected' });
    const notes = (await t.request(member).get('/api/notifications')).body;
    const rejected = notes.find(
      (n: any) => n.type === 'society_rejected' && JSON.parse(n.data).requestId === id,
    );
    expect(rejected.title).toBe('Society Rejected');
    expect(rejected.message).toBe(
      'Your office request for Mylapore Office was rejected. Reason: Duplicate of an existing office',
    );
    expect(JSON.parse(rejected.data).reason).toBe('Duplicate of an existing office');
    const available = await t.request(member).get('/api/societies/available');
    expect(available.body.map((h: any) => h.id)).not.toContain(id);
    expect((await t.request(member).post(`/api/societies/${id}/join`)).status).toBe(400);
  });

  it('rejection without a reason says so plainly', async () => {
    const id = await request(member, { name: 'Guindy School', hubType: 'school' });
    await t.request(admin).post('/api/admin/society-requests/review', { requestId: id, approved: false });
    const notes = (await t.request(member).get('/api/notifications')).body;
    const rejected = notes.find(
      (n: any) => n.type === 'society_rejected' && JSON.parse(n.data).requestId === id,
    );
    expect(rejected.message).toBe('Your school request for Guindy School was rejected.');
  });

  it('answers 409 for a request already reviewed and 404 for an unknown one', async () => {
    const id = await request(member, { name: 'Velachery Heights' });
    await t.request(admin).post('/api/admin/society-requests/review', { requestId: id, approved: true });
    const again = await t
      .request(secondAdmin)
      .post('/api/admin/society-requests/review', { requestId: id, approved: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request was already approved');
    const unknown = await t
      .request(admin)
      .post('/api/admin/society-requests/review', { requestId: 999999, approved: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Society request not found');
  });

  it('validates the body', async () => {
    const res = await t
      .request(admin)
      .post('/api/admin/society-requests/review', { requestId: 'x', approved: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.errors.requestId).toBeTruthy();
    expect(res.body.errors.approved).toBeTruthy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { notify } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signed out', () => {
  it.each([
    ['get', '/api/notifications'],
    ['post', '/api/notifications/1/mark-read'],
    ['post', '/api/notifications/1/respond-society'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res =
      method === 'get' ? await t.request().get(url) : await t.request().post(url, { approved: true });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });
});

describe('GET /api/notifications and mark-read', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    alice = await t.signIn();
    bob = await t.signIn();
  });

  it('lists only the caller’s notifications, unread first then newest', async () => {
    const now = t.clock.now().getTime();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    const oldRead = await notify(
      t.db,
      { userId: alice.user.id, type: 'reminder', title: 'Old', message: 'old read' },
      at(1),
    );
    const oldUnread = await notify(
      t.db,
      { userId: alice.user.id, type: 'reminder', title: 'Older unread', message: 'a' },
      at(2),
    );
    const newRead = await notify(
      t.db,
      { userId: alice.user.id, type: 'reminder', title: 'New read', message: 'b' },
      at(3),
    );
    const newUnread = await notify(
      t.db,
      {
        userId: alice.user.id,
        type: 'payment_received',
        title: 'Newest',
        message: 'c',
        data: { amount: 70 },
      },
      at(4),
    );
    await notify(
      t.db,
      { userId: bob.user.id, type: 'reminder', title: 'Bob’s', message: 'not for alice' },
      at(5),
    );
    for (const n of [oldRead, newRead]) {
      expect((await t.request(alice).post(`/api/notifications/${n.id}/mark-read`)).status).toBe(200);
    }

    const res = await t.request(alice).get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.map((n: any) => n.id)).toEqual([newUnread.id, oldUnread.id, newRead.id, oldRead.id]);
    expect(res.body[0]).toEqual({
      id: newUnread.id,
      type: 'payment_received',
      title: 'Newest',
      message: 'c',
      isRead: false,
      createdAt: at(4).toISOString(),
      data: JSON.stringify({ amount: 70 }),
    });
    expect(res.body[2].isRead).toBe(true);
  });

  it('refuses to mark another member’s notification with 404 and leaves it unread', async () => {
    const n = await notify(t.db, { userId: bob.user.id, type: 'reminder', title: 'Private', message: 'x' });
    const res = await t.request(alice).post(`/api/notifications/${n.id}/mark-read`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Notification not found');
    const bobs = await t.request(bob).get('/api/notifications');
    expect(bobs.body.find((b: any) => b.id === n.id).isRead).toBe(false);
    expect((await t.request(alice).post('/api/notifications/999999/mark-read')).status).toBe(404);
  });

  it('marking read twice is harmless', async () => {
    const n = await notify(t.db, { userId: alice.user.id, type: 'reminder', title: 'Twice', message: 'x' });
    expect((await t.request(alice).post(`/api/notifications/${n.id}/mark-read`)).body.message).toBe(
      'Marked as read',
    );
    expect((await t.request(alice).post(`/api/notifications/${n.id}/mark-read`)).status).toBe(200);
  });
});

describe('POST /api/notifications/{id}/respond-society', () => {
  let admin: TestUser;
  let otherAdmin: TestUser;
  let requester: TestUser;

  beforeAll(async () => {
    admin = await t.signIn({ isAdmin: true });
    otherAdmin = await t.signIn({ isAdmin: true });
    requester = await t.signIn();
  });

  /** Sends a hub request and returns its id and `who`'s society_request notification about it. */
  async function requestHub(
    name: string,
    who: TestUser = admin,
  ): Promise<{ requestId: number; noteId: number }> {
    const res = await t
      .request(requester)
      .post('/api/societies', { name, hubType: 'school', city: 'Jaipur', apartmentCount: 300 });
    expect(res.status).toBe(201);
    const notes = (await t.request(who).get('/api/notifications')).body;
    const note = notes.find(
      (n: any) => n.type === 'society_request' && JSON.parse(n.data).requestId === res.body.id,
    );
    return { requestId: res.body.id, noteId: note.id };
  }

  it('approves from the notification, marks it read and lists the hub', async () => {
    const { requestId, noteId } = await requestHub('Pink City School');
    const res = await t
      .request(admin)
      .post(`/api/notifications/${noteId}/respond-society`, { approved: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Pink City School was approved');
    const mine = (await t.request(admin).get('/api/notifications')).body;
    expect(mine.find((n: any) => n.id === noteId).isRead).toBe(true);
    const schools = await t.request(requester).get('/api/societies/available?hubType=school');
    expect(schools.body.find((h: any) => h.id === requestId)).toMatchObject({ isMember: true });
    const requesterNotes = (await t.request(requester).get('/api/notifications')).body;
    expect(
      requesterNotes.some(
        (n: any) => n.type === 'society_approved' && JSON.parse(n.data).societyId === requestId,
      ),
    ).toBe(true);
  });

  it('rejects from the notification with a reason', async () => {
    const { requestId, noteId } = await requestHub('Amber Fort School');
    const res = await t
      .request(admin)
      .post(`/api/notifications/${noteId}/respond-society`, { approved: false, reason: 'Not a real school' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Amber Fort School was rejected');
    const requesterNotes = (await t.request(requester).get('/api/notifications')).body;
    const note = requesterNotes.find(
      (n: any) => n.type === 'society_rejected' && JSON.parse(n.data).requestId === requestId,
    );
    expect(note.message).toContain('Reason: Not a real school');
  });

  it('answers 409 when another administrator already reviewed the request', async () => {
    const { requestId, noteId: otherNote } = await requestHub('Hawa Mahal School', otherAdmin);
    await t.request(admin).post('/api/admin/society-requests/review', { requestId, approved: true });
    const res = await t
      .request(otherAdmin)
      .post(`/api/notifications/${otherNote}/respond-society`, { approved: false });
    expect(res.status).toBe(409);
  });

  it('refuses another administrator’s notification with 404, members with 403, other types with 400', async () => {
    const { requestId, noteId } = await requestHub('Jantar School');
    const stolen = await t
      .request(otherAdmin)
      .post(`/api/notifications/${noteId}/respond-society`, { approved: true });
    expect(stolen.status).toBe(404);
    const byMember = await t
      .request(requester)
      .post(`/api/notifications/${noteId}/respond-society`, { approved: true });
    expect(byMember.status).toBe(403);
    const other = await notify(t.db, { userId: admin.user.id, type: 'reminder', title: 'R', message: 'r' });
    const wrongType = await t
      .request(admin)
      .post(`/api/notifications/${other.id}/respond-society`, { approved: true });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('This notification is not a society request');
    const pending = await t.request(admin).get('/api/admin/society-requests');
    expect(pending.body.map((r: any) => r.id)).toContain(requestId);
  });

  it('validates the body', async () => {
    const { noteId } = await requestHub('Nahargarh School');
    const res = await t
      .request(admin)
      .post(`/api/notifications/${noteId}/respond-society`, { approved: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.body.errors.approved).toBeTruthy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH } from '@/contract/feedback';
import { validationMessage } from '@/contract/messages';
import { t as english } from '@/server/i18n/t';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

/**
 * Feedback (spec 000 §7 "POST /api/feedback", §8 "Feedback"; 002 §2.1, §3 "Feedback", §7;
 * docs/decisions/0021-downloads-and-feedback.md).
 */
describe('POST /api/feedback and GET /api/admin/feedback', () => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const send = (who: TestUser | undefined, body: object) => t.request(who).post('/api/feedback', body);
  const list = (who: TestUser | undefined, query = '') => t.request(who).get(`/api/admin/feedback${query}`);
  const stored = async () => (await list(admin)).body.items as { id: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signIn({ name: 'Asha Menon', email: 'asha.fb@example.com' });
    other = await t.signIn({ name: 'Ravi Kulkarni' });
    admin = await t.signIn({ name: 'Admin', isAdmin: true });
  });
  afterAll(() => t.close());

  it('refuses a signed-out sender with 401 and stores nothing', async () => {
    const res = await send(undefined, { category: 'bug', feedback: 'The page froze.' });
    expect(res.status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('stores trimmed feedback (201) and the administrator reads it with name, email and time', async () => {
    const res = await send(member, { category: 'feature', feedback: '  Please add barcode scanning.  ' });
    expect(res.status).toBe(201);
    expect(res.body.id).toEqual(expect.any(Number));
    const page = (await list(admin)).body;
    expect(page).toEqual({
      items: [
        {
          id: res.body.id,
          category: 'feature',
          userName: 'Asha Menon',
          userEmail: 'asha.fb@example.com',
          feedback: 'Please add barcode scanning.',
          createdAt: t.clock.now().toISOString(),
        },
      ],
      hasMore: false,
    });
  });

  it.each([
    ['blank text', { category: 'bug', feedback: '   ' }, validationMessage('feedback.missing')],
    ['no text', { category: 'bug' }, validationMessage('feedback.missing')],
    [
      '2,001 characters',
      { category: 'bug', feedback: 'x'.repeat(2001) },
      validationMessage('feedback.tooLong', { max: FEEDBACK_MAX_LENGTH }),
    ],
    [
      'an unknown category',
      { category: 'complaint', feedback: 'Hello' },
      validationMessage('feedback.missing'),
    ],
    ['no category', { feedback: 'Hello' }, validationMessage('feedback.missing')],
  ])('answers 400 for %s and stores nothing', async (_, body, message) => {
    const before = (await stored()).length;
    const res = await send(other, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stored()).toHaveLength(before);
  });

  it('accepts exactly 2,000 characters', async () => {
    const res = await send(other, { category: 'general', feedback: 'y'.repeat(2000) });
    expect(res.status).toBe(201);
  });

  it('answers 401 signed out and 403 to a member on the admin list', async () => {
    expect((await list(undefined)).status).toBe(401);
    const res = await list(member);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Administrator access required');
  });

  it('an address in ADMIN_EMAILS reads the list', async () => {
    const t2 = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    try {
      const boss = await t2.signIn({ email: 'boss@example.com' });
      expect((await t2.request(boss).get('/api/admin/feedback')).status).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('pages 20 at a time, newest first, with ?before={id}', async () => {
    const t2 = await createTestApp();
    try {
      const boss = await t2.signIn({ isAdmin: true });
      const ids: number[] = [];
      // ten each from three members (the limit is per member)
      for (let i = 0; i < 30; i++) {
        const who = i < 10 ? boss : i < 20 ? await t2.signIn() : await t2.signIn();
        const res = await t2
          .request(who)
          .post('/api/feedback', { category: 'general', feedback: `Note ${i}` });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
        t2.clock.advance(1000);
      }
      const first = (await t2.request(boss).get('/api/admin/feedback')).body;
      expect(first.items.map((e: { id: number }) => e.id)).toEqual(ids.slice(10).reverse());
      expect(first.hasMore).toBe(true);
      const last = first.items.at(-1).id;
      const second = (await t2.request(boss).get(`/api/admin/feedback?before=${last}`)).body;
      expect(second.items.map((e: { id: number }) => e.id)).toEqual(ids.slice(0, 10).reverse());
      expect(second.hasMore).toBe(false);
    } finally {
      await t2.close();
    }
  });

  it('answers 429 with the spec message on the 11th feedback in an hour, per member', async () => {
    const t2 = await createTestApp();
    try {
      const sender = await t2.signIn();
      const neighbour = await t2.signIn();
      const body = { category: 'compliment', feedback: 'Lovely app' };
      for (let i = 0; i < 10; i++)
        expect((await t2.request(sender).post('/api/feedback', body)).status).toBe(201);
      const eleventh = await t2.request(sender).post('/api/feedback', body);
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.message).toBe(english('feedback:tooMany'));
      expect((await t2.request(neighbour).post('/api/feedback', body)).status).toBe(201);
    } finally {
      await t2.close();
    }
  });
});

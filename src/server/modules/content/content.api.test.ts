import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@/contract/messages';
import { pageContent } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

/** Page content (spec 002 §2.1 "Page Content", §5, §7; ADR 0023). */
describe('Page content', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const rows = async () => t.db.select().from(pageContent);
  const empty = { title: null, subtitle: null, description: null, ctaText: null, updatedAt: null };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn({ name: 'Admin', isAdmin: true });
    member = await t.signIn({ name: 'Asha Menon' });
  });
  afterAll(() => t.close());

  it('answers nulls (the built-in text) for a page nobody edited, without a cookie', async () => {
    const res = await t.request().get('/api/page-content/onboarding');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pageKey: 'onboarding', ...empty });
  });

  it('answers 400 for an unknown page key', async () => {
    const res = await t.request().get('/api/page-content/pricing');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(validationMessage('content.unknownPage'));
  });

  it.each([
    ['signed out', undefined, 401],
    ['a member', 'member', 403],
  ] as const)('the admin calls refuse %s and write nothing', async (_label, who, status) => {
    const caller = who === 'member' ? member : undefined;
    const list = await t.request(caller).get('/api/admin/page-content');
    const save = await t.request(caller).put('/api/admin/page-content/onboarding', { title: 'Hacked' });
    for (const res of [list, save]) expect(res.status).toBe(status);
    expect(await rows()).toEqual([]);
  });

  it('lists the three pages, none stored', async () => {
    const res = await t.request(admin).get('/api/admin/page-content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      ['onboarding', 'welcome-screen', 'buy-brocks'].map((pageKey) => ({ pageKey, ...empty })),
    );
  });

  it.each([
    [{}, validationMessage('content.required')],
    [{ title: '   ', subtitle: 'x' }, validationMessage('content.required')],
  ])('refuses %j with "Page key and title are required" and writes nothing', async (body, message) => {
    const res = await t.request(admin).put('/api/admin/page-content/onboarding', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rows()).toEqual([]);
  });

  it('refuses an unknown page key on save', async () => {
    const res = await t.request(admin).put('/api/admin/page-content/pricing', { title: 'Prices' });
    expect(res.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('creates, then replaces a page; blank optional fields become null; everyone reads it', async () => {
    const created = await t.request(admin).put('/api/admin/page-content/onboarding', {
      title: '  Hello neighbours ',
      subtitle: 'Books next door',
      description: '',
      ctaText: 'Start sharing',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      pageKey: 'onboarding',
      title: 'Hello neighbours',
      subtitle: 'Books next door',
      description: null,
      ctaText: 'Start sharing',
      updatedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const replaced = await t.request(admin).put('/api/admin/page-content/onboarding', {
      title: 'Welcome back',
      subtitle: '   ',
    });
    expect(replaced.body).toMatchObject({ title: 'Welcome back', subtitle: null, ctaText: null });
    expect((await t.request().get('/api/page-content/onboarding')).body).toEqual(replaced.body);
    const list = (await t.request(admin).get('/api/admin/page-content')).body as {
      pageKey: string;
      title: string | null;
    }[];
    expect(list.map((p) => p.title)).toEqual(['Welcome back', null, null]);
    expect((await rows())[0]!.updatedBy).toBe(admin.user.id);
  });

  it('stores the buy-brocks header without a page showing it yet', async () => {
    await t.request(admin).put('/api/admin/page-content/buy-brocks', { title: 'Top up your Brocks' });
    expect((await t.request(member).get('/api/page-content/buy-brocks')).body.title).toBe(
      'Top up your Brocks',
    );
  });
});

/**
 * Access to `/api/admin/*` (ARCHITECTURE §4a; ADR 0022): every registered admin route — this module's and
 * any other area's, read from `app.adminRoutes` — answers 401 signed out and 403 'Administrator access
 * required' to a member, writing nothing; the two member reads answer; ADMIN_EMAILS makes an administrator.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { adminGuardPlugin, checkAdminRoute } from '../../plugins/admin-guard';
import { requireAdmin, requireUser } from '../../plugins/session';
import { concreteUrl, tablesFingerprint } from './admin-test-helpers';

let t: TestApp;
let member: TestUser;
let boss: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  member = await t.signIn({ name: 'Meera Member' });
  boss = await t.signIn({ email: 'boss@example.com' });
});
afterAll(() => t.close());

const send = (who: TestUser | null, method: string, url: string) => {
  const r = t.request(who);
  const body = { commissionRate: 1, description: 'x', requestId: 1, approved: true };
  switch (method) {
    case 'GET':
      return r.get(url);
    case 'DELETE':
      return r.delete(url);
    case 'PUT':
      return r.put(url, body);
    case 'PATCH':
      return r.patch(url, body);
    default:
      return r.post(url, body);
  }
};

describe('every registered /api/admin/* route', () => {
  it('is known to the guard, this module’s routes included', () => {
    const names = t.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const name of [
      'GET /api/admin/stats',
      'POST /api/admin/settings',
      'POST /api/admin/brocks-settings',
      'DELETE /api/admin/rewards/:id',
      'GET /api/admin/society-requests',
    ])
      expect(names).toContain(name);
  });

  it('answers 401 signed out and 403 to a member, writing nothing', async () => {
    const before = await tablesFingerprint(t.db);
    for (const route of t.app.adminRoutes) {
      const url = concreteUrl(route.url);
      const out = await send(null, route.method, url);
      expect(out.status, `${route.method} ${url} signed out`).toBe(401);
      expect(out.body).toEqual({ message: 'Please sign in to continue' });
      if (route.forMembers) continue;
      const res = await send(member, route.method, url);
      expect(res.status, `${route.method} ${url} as a member`).toBe(403);
      expect(res.body).toEqual({ message: 'Administrator access required' });
    }
    expect(await tablesFingerprint(t.db)).toEqual(before);
  });

  it('lets any signed-in member read the two member routes', async () => {
    const members = t.app.adminRoutes.filter((r) => r.forMembers).map((r) => r.url);
    expect(members.sort()).toEqual(['/api/admin/brocks-conversion-rates', '/api/admin/platform-settings']);
    expect((await t.request(member).get('/api/admin/brocks-conversion-rates')).status).toBe(200);
    const rewards = await t.request(member).get('/api/admin/platform-settings');
    expect(rewards.status).toBe(200);
    expect(rewards.body).toEqual({
      referralReward: 5,
      uploadReward: 1,
      bookUploadReward: 1,
      borrowReward: 5,
      lendReward: 5,
      openingCredits: 100,
      upload10Reward: 10,
      upload20Reward: 20,
      upload30Reward: 60,
      silverReferrals: 5,
      goldReferrals: 10,
      platinumReferrals: 15,
      creditsToRupeesRate: 20,
      creditsToCommissionFreeRate: 20,
      brocksPerRupee: 10,
    });
  });

  it('lets an address in ADMIN_EMAILS through', async () => {
    const res = await t.request(boss).get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body.totalUsers).toBe(2);
  });
});

describe('the onRoute guard', () => {
  const handler = async () => ({});
  it('refuses an /api/admin/ route without the administrator check', () => {
    expect(() =>
      checkAdminRoute({ method: 'GET', url: '/api/admin/open', preValidation: undefined }),
    ).toThrow(/without auth: 'admin'/);
    expect(() =>
      checkAdminRoute({ method: 'POST', url: '/api/admin/open', preValidation: requireUser }),
    ).toThrow();
    expect(
      checkAdminRoute({ method: 'POST', url: '/api/admin/x', preValidation: requireAdmin }),
    ).toHaveLength(1);
    expect(checkAdminRoute({ method: 'GET', url: '/api/books', preValidation: undefined })).toEqual([]);
    expect(
      checkAdminRoute({ method: 'GET', url: '/api/admin/platform-settings', preValidation: requireUser }),
    ).toEqual([{ method: 'GET', url: '/api/admin/platform-settings', forMembers: true }]);
  });

  it('stops an app with an unguarded admin route from starting', async () => {
    const app = Fastify();
    await app.register(adminGuardPlugin);
    expect(() => app.get('/api/admin/leaky', handler)).toThrow(/without auth: 'admin'/);
    await app.close();
  });
});

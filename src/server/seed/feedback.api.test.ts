import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES } from '@/contract/feedback';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemoData } from './index';

/** Demo feedback (spec 002 §2.1 "Feedback" tab): the administrator finds entries of every category. */
describe('demo feedback seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('gives the demo administrator one entry per category from demo members, newest first, in the past', async () => {
    const res = await t.request().post('/api/auth/login', {
      email: 'admin@hubshelf.local',
      password: 'hubshelf123',
    });
    const cookie = res.cookies.map((c) => c.split(';')[0]).join('; ');
    const page = (await t.request(cookie).get('/api/admin/feedback')).body;
    expect(page.items.map((e: { category: string }) => e.category).sort()).toEqual(
      [...FEEDBACK_CATEGORIES].sort(),
    );
    const times = page.items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThan(t.clock.now().getTime());
    expect(page.items.every((e: { userEmail: string }) => e.userEmail.endsWith('@hubshelf.local'))).toBe(
      true,
    );
  });
});

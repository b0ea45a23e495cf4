import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemoData } from './index';

/** Demo data of the admin panel (ADR 0023): packages for sale and 12 weeks of analytics history. */
describe('admin demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.clock);
  });
  afterAll(() => t.close());

  it('sells Starter, Popular and Value to anyone', async () => {
    const res = await t.request().get('/api/brocks-packages');
    expect(res.body).toEqual([
      { id: expect.any(Number), name: 'Starter', brocks: 100, bonus: 0, price: '10.00', popular: false },
      { id: expect.any(Number), name: 'Popular', brocks: 500, bonus: 25, price: '50.00', popular: true },
      { id: expect.any(Number), name: 'Value', brocks: 1000, bonus: 100, price: '100.00', popular: false },
    ]);
  });

  it('spreads sign-ups and listings over the 12 weeks, none after now', async () => {
    const login = await t.request().post('/api/auth/login', {
      email: 'admin@hubshelf.local',
      password: 'hubshelf123',
    });
    const cookie = String(login.cookies[0]).split(';')[0]!;
    const { weeks } = (await t.request(cookie).get('/api/admin/analytics')).body as {
      weeks: { signUps: number; booksListed: number }[];
    };
    expect(weeks.filter((w) => w.signUps > 0).length).toBeGreaterThanOrEqual(6);
    expect(weeks.filter((w) => w.booksListed > 0).length).toBeGreaterThanOrEqual(10);
  });
});

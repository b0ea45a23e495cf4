import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '@/contract/brocks-packages';
import { t as english } from '@/server/i18n/t';
import { brocksPackages } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

/** Brocks packages (spec 002 §2.1 "Brocks Packages", §5 "Package", §7; ADR 0023). */
describe('Brocks packages', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const rows = async () => t.db.select().from(brocksPackages);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn({ name: 'Admin', isAdmin: true });
    member = await t.signIn({ name: 'Asha Menon' });
  });
  afterAll(() => t.close());

  const starter = { name: 'Starter', brocks: 100, price: '10', bonus: 0, popular: false };

  it('lists no packages to a visitor without a cookie on an empty database', async () => {
    const res = await t.request().get('/api/brocks-packages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    ['signed out', undefined, 401],
    ['a member', 'member', 403],
  ] as const)('every admin call refuses %s and writes nothing', async (_label, who, status) => {
    const caller = who === 'member' ? member : undefined;
    const [existing] = await t.db
      .insert(brocksPackages)
      .values({ name: 'Guarded', brocks: 5, pricePaise: 500 })
      .returning();
    const calls = [
      t.request(caller).get('/api/admin/brocks-packages'),
      t.request(caller).post('/api/admin/brocks-packages', starter),
      t.request(caller).put(`/api/admin/brocks-packages/${existing!.id}`, { ...starter, name: 'Hacked' }),
      t.request(caller).delete(`/api/admin/brocks-packages/${existing!.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.message).toBe('Administrator access required');
    }
    expect((await rows()).map((r) => r.name)).toEqual(['Guarded']);
    await t.db.delete(brocksPackages);
  });

  it('creates a package (201) with the price as a 2-decimal string, and everyone lists it', async () => {
    const res = await t.request(admin).post('/api/admin/brocks-packages', starter);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Starter',
      brocks: 100,
      bonus: 0,
      price: '10.00',
      popular: false,
    });
    const popular = await t.request(admin).post('/api/admin/brocks-packages', {
      name: '  Popular ',
      brocks: 500,
      bonus: 25,
      price: 49.5,
      popular: true,
    });
    expect(popular.body).toMatchObject({ name: 'Popular', price: '49.50', bonus: 25, popular: true });
    expect((await rows()).find((r) => r.name === 'Popular')!.pricePaise).toBe(4950);
    const publicList = await t.request().get('/api/brocks-packages');
    expect(publicList.body.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Popular']);
    expect((await t.request(admin).get('/api/admin/brocks-packages')).body).toEqual(publicList.body);
  });

  it.each([
    [{ ...starter, name: '   ' }, PACKAGE_MESSAGES.nameRequired],
    [{ brocks: 100, price: '10' }, PACKAGE_MESSAGES.requiredFields],
    [{ name: 'No price', brocks: 100 }, PACKAGE_MESSAGES.requiredFields],
    [{ name: 'No brocks', price: '10' }, PACKAGE_MESSAGES.requiredFields],
    [{ ...starter, brocks: 0 }, PACKAGE_MESSAGES.brocks],
    [{ ...starter, brocks: 2.5 }, PACKAGE_MESSAGES.brocks],
    [{ ...starter, bonus: -1 }, PACKAGE_MESSAGES.bonus],
    [{ ...starter, price: '0.99' }, PACKAGE_MESSAGES.price],
    [{ ...starter, price: '10.001' }, PACKAGE_MESSAGES.price],
    [{ ...starter, price: 'ten' }, PACKAGE_MESSAGES.price],
  ])('refuses %j with its message and writes nothing', async (body, message) => {
    const before = await rows();
    const res = await t.request(admin).post('/api/admin/brocks-packages', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rows()).toEqual(before);
  });

  it('accepts exactly ₹1.00', async () => {
    const res = await t
      .request(admin)
      .post('/api/admin/brocks-packages', { ...starter, name: 'Tiny', price: '1.00' });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe('1.00');
  });

  it('updates a package and refuses a bad update without writing', async () => {
    const [row] = (await rows()).filter((r) => r.name === 'Starter');
    const res = await t.request(admin).put(`/api/admin/brocks-packages/${row!.id}`, {
      name: 'Starter Plus',
      brocks: 120,
      bonus: 10,
      price: '12.00',
      popular: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: row!.id,
      name: 'Starter Plus',
      brocks: 120,
      bonus: 10,
      price: '12.00',
      popular: true,
    });
    const bad = await t
      .request(admin)
      .put(`/api/admin/brocks-packages/${row!.id}`, { ...starter, price: '0' });
    expect(bad.body.message).toBe(PACKAGE_MESSAGES.price);
    expect((await rows()).find((r) => r.id === row!.id)!.pricePaise).toBe(1200);
    const missing = await t.request(admin).put('/api/admin/brocks-packages/999999', starter);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(english('brocks:packages.notFound'));
  });

  it('deletes a package nobody bought', async () => {
    const [tiny] = (await rows()).filter((r) => r.name === 'Tiny');
    const res = await t.request(admin).delete(`/api/admin/brocks-packages/${tiny!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'deleted', message: english('brocks:packages.deleted') });
    expect((await rows()).some((r) => r.id === tiny!.id)).toBe(false);
  });

  it('archives a package a purchase references: off sale, kept, no longer editable', async () => {
    // the Brocks-buying work references packages with a restricting foreign key; a stand-in here
    await t.db.execute(
      sql`create table test_package_purchases (package_id integer not null references brocks_packages(id) on delete restrict)`,
    );
    const [popular] = await t.db
      .insert(brocksPackages)
      .values({ name: 'Bought', brocks: 500, bonus: 25, pricePaise: 4950, popular: true })
      .returning();
    await t.db.execute(sql`insert into test_package_purchases values (${popular!.id})`);
    const res = await t.request(admin).delete(`/api/admin/brocks-packages/${popular!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'archived', message: english('brocks:packages.archived') });
    const kept = (await rows()).find((r) => r.id === popular!.id)!;
    expect(kept.archivedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(kept).toMatchObject({ name: 'Bought', pricePaise: 4950, popular: false });
    const list = (await t.request().get('/api/brocks-packages')).body as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(popular!.id);
    expect((await t.request(admin).put(`/api/admin/brocks-packages/${popular!.id}`, starter)).status).toBe(
      404,
    );
    expect((await t.request(admin).delete(`/api/admin/brocks-packages/${popular!.id}`)).status).toBe(404);
  });
});

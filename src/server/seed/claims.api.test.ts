import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositClaims, rentalPhotos, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { expectLedgersBalanced } from '../testing/transactions';
import { seedDemoData } from './index';
import { DEMO_ADMIN_EMAIL } from './users';

/** The demo deposit claims (docs/decisions/0035-deposit-claims-and-photos.md). */
describe('demo deposit claims seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock, t.app.deps.files)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('has an open claim and a disputed one the demo administrator can decide, each with a stored photo', async () => {
    const claims = await t.db.select().from(depositClaims);
    expect(claims.map((c) => c.status).sort()).toEqual(['disputed', 'open']);
    const open = claims.find((c) => c.status === 'open')!;
    expect(open.respondBy.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const admin = await t.sessionFor(adminRow);
    const list = await t.request(admin).get('/api/admin/deposit-claims?status=disputed');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      amount: 60,
      borrowerReply: expect.stringContaining('already torn'),
    });
    const photos = await t.db.select().from(rentalPhotos);
    expect(photos).toHaveLength(2);
    for (const p of photos) expect(await t.app.deps.files.get(p.storageKey)).not.toBeNull();
    const decided = await t.request(admin).post(`/api/admin/deposit-claims/${list.body[0].id}/decide`, {
      amountRupees: 50,
      note: null,
    });
    expect(decided.status).toBe(200);
    await expectLedgersBalanced(t.db);
  });
});

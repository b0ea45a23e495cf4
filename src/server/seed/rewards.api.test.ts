/** Demo rewards (ADR 0029): badges earned the real way, varied balances, both ledgers balanced. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { expectLedgersBalanced } from '../testing/transactions';
import { seedDemoData } from './index';

describe('demo rewards seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  const as = async (email: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    return t.sessionFor(row);
  };

  it('gives Asha more than 3 badges (home shows 3 and +N), each announced once', async () => {
    const asha = await as('asha@hubshelf.local');
    const badges = (await t.request(asha).get('/api/user/badges')).body as { badgeType: string }[];
    expect(badges.map((b) => b.badgeType)).toEqual(
      expect.arrayContaining(['referral_bronze', 'upload_10', 'upload_20', 'upload_30']),
    );
    const notices = ((await t.request(asha).get('/api/notifications')).body as { type: string }[]).filter(
      (n) => n.type === 'badge_earned',
    );
    expect(notices).toHaveLength(badges.length);
  });

  it('varies the balances across ranks, and both ledgers balance', async () => {
    const balances: number[] = [];
    for (const email of ['asha@hubshelf.local', 'ravi@hubshelf.local', 'meera@hubshelf.local']) {
      balances.push((await t.request(await as(email)).get('/api/user/credits')).body.balance);
    }
    expect(balances[0]).toBeGreaterThanOrEqual(500);
    expect(balances[1]).toBeGreaterThanOrEqual(1_000);
    expect(balances[2]).toBeLessThan(500);
    await expectLedgersBalanced(t.db);
  });

  it('Priya joined through Meera’s code: ₹50 of credit each, and Meera counts the referral', async () => {
    const meera = await as('meera@hubshelf.local');
    for (const who of [meera, await as('priya@hubshelf.local')])
      expect((await t.request(who).get('/api/user/credits')).body.credit).toBe(50);
    const stats = (await t.request(meera).get('/api/referrals/stats')).body;
    expect(stats).toMatchObject({ totalReferrals: 1, totalEarnings: 50 });
    for (const email of ['asha@hubshelf.local', 'arjun@hubshelf.local'])
      expect((await t.request(await as(email)).get('/api/user/credits')).body.credit).toBe(0);
  });
});

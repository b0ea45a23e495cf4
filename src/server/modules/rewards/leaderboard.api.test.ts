import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADERBOARD_SIZE } from '@/contract/rewards';
import { users } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { expectLedgersBalanced } from '../../testing/transactions';
import { postBrocks } from '../brocks';
import { insertUser } from '../../seed/factories';

/** GET /api/brocks/leaderboard (spec 000 §4, 002 §7; ADR 0027). */
describe('GET /api/brocks/leaderboard', () => {
  let t: TestApp;
  let asha: TestUser;

  const credit = (userId: number, delta: number, reference: string) =>
    postBrocks(t.db, { userId, delta, reason: 'admin_adjustment', reference });
  const spend = (userId: number, delta: number, reference: string) =>
    postBrocks(t.db, { userId, delta: -delta, reason: 'brocks_payment', reference });

  beforeAll(async () => {
    t = await createTestApp();
    asha = await t.signIn({ name: 'Asha Menon' });
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller (401)', async () => {
    expect((await t.request().get('/api/brocks/leaderboard')).status).toBe(401);
  });

  it('ranks by balance, then total earned, then the earliest account, with names only', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const early = await insertUser(t.db, { name: 'Early Tie' });
    const late = await insertUser(t.db, { name: 'Late Tie' });
    const earner = await insertUser(t.db, { name: 'Big Earner' });
    const top = await insertUser(t.db, { name: 'Top Holder' });
    await t.db
      .update(users)
      .set({ createdAt: at(1) })
      .where(eq(users.id, early.id));
    await t.db
      .update(users)
      .set({ createdAt: at(2) })
      .where(eq(users.id, late.id));
    await t.db
      .update(users)
      .set({ createdAt: at(3) })
      .where(eq(users.id, earner.id));
    await credit(top.id, 900, 't');
    await credit(late.id, 300, 't');
    await credit(early.id, 300, 't');
    // the same balance as the ties, more earned
    await credit(earner.id, 500, 't');
    await spend(earner.id, 200, 's');
    await credit(asha.user.id, 10, 't');

    const res = await t.request(asha).get('/api/brocks/leaderboard');
    expect(res.status).toBe(200);
    expect(res.body.slice(0, 5)).toEqual([
      { userId: top.id, rank: 1, name: 'Top Holder', credits: 900, totalEarned: 900, profilePicture: null },
      {
        userId: earner.id,
        rank: 2,
        name: 'Big Earner',
        credits: 300,
        totalEarned: 500,
        profilePicture: null,
      },
      { userId: early.id, rank: 3, name: 'Early Tie', credits: 300, totalEarned: 300, profilePicture: null },
      { userId: late.id, rank: 4, name: 'Late Tie', credits: 300, totalEarned: 300, profilePicture: null },
      {
        userId: asha.user.id,
        rank: 5,
        name: 'Asha Menon',
        credits: 10,
        totalEarned: 10,
        profilePicture: null,
      },
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'credits',
      'name',
      'profilePicture',
      'rank',
      'totalEarned',
      'userId',
    ]);
    await expectLedgersBalanced(t.db);
  });

  it('lists the top 50 and adds the caller with their real rank when outside them', async () => {
    for (let i = 0; i < LEADERBOARD_SIZE; i += 1) {
      const u = await insertUser(t.db, { name: `Reader ${i}` });
      await credit(u.id, 100 + i, 't');
    }
    const res = await t.request(asha).get('/api/brocks/leaderboard');
    expect(res.body).toHaveLength(LEADERBOARD_SIZE + 1);
    expect(res.body.map((e: { rank: number }) => e.rank).slice(0, LEADERBOARD_SIZE)).toEqual(
      Array.from({ length: LEADERBOARD_SIZE }, (_, i) => i + 1),
    );
    const me = res.body.at(-1);
    // 50 readers + 4 members ranked above her
    expect(me).toEqual({
      userId: asha.user.id,
      rank: 55,
      name: 'Asha Menon',
      credits: 10,
      totalEarned: 10,
      profilePicture: null,
    });

    const top = await t.sessionFor((await t.db.select().from(users).where(eq(users.name, 'Top Holder')))[0]!);
    const forTop = await t.request(top).get('/api/brocks/leaderboard');
    expect(forTop.body).toHaveLength(LEADERBOARD_SIZE);
    expect(forTop.body[0]).toMatchObject({ name: 'Top Holder', rank: 1 });
  });
});

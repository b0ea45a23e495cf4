/**
 * Referrals (spec 001 §2.13, §7, §9; ADR 0028): the referrer's Brocks at sign-up, the own-code refusal, ₹50
 * of Hubshelf credit for each side on the referee's first hub join only, the stats and list, and both
 * ledgers balanced after each scenario.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/factories';
import { insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { brocksOf, expectLedgersBalanced } from '../../testing/transactions';

let forms = 0;
/** A valid sign-up form (spec 000 §5) with `overrides`. */
function validRegistration(overrides: Record<string, string> = {}) {
  forms += 1;
  return {
    name: 'Nisha Verma',
    email: `referee.${Date.now().toString(36)}.${forms}@example.com`,
    phone: '9876543210',
    password: 'secret123',
    flatWing: 'B-702',
    buildingName: 'Palm Heights',
    detailedAddress: 'Near City Mall, Andheri West',
    city: 'Mumbai',
    ...overrides,
  };
}

let phones = 0;
const uniquePhone = () => `98${String(10_000_000 + (phones += 1)).padStart(8, '0')}`;

describe('referrals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  /** A referrer (signed in, with the 100 opening Brocks) and a new member who registers with their code. */
  async function referral(name = 'Kiran Rao') {
    const referrer = await t.signIn({ name: 'Meera Iyer', phone: uniquePhone() });
    await t.request(referrer).get('/api/auth/me');
    const form = validRegistration({
      name,
      phone: uniquePhone(),
      referredBy: String(referrer.user.userNumber),
    });
    const res = await t.request().post('/api/auth/register', form);
    expect(res.status).toBe(200);
    const referee = await t.sessionFor({ ...referrer.user, ...(await userRow(res.body.id)) });
    return { referrer, referee, refereeId: res.body.id as number };
  }

  async function userRow(id: number) {
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  const creditOf = async (who: TestUser) => (await t.request(who).get('/api/user/credits')).body.credit;

  it('sign-up with a code posts the referrer their credits_per_referral Brocks and counts the referral', async () => {
    const { referrer } = await referral();
    expect(await brocksOf(t.db, referrer.user.id)).toBe(5);
    const me = await t.request(referrer).get('/api/auth/me');
    expect(me.body.totalReferrals).toBe(1);
    const stats = await t.request(referrer).get('/api/referrals/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalReferrals: 1, totalEarnings: 0 });
    const list = await t.request(referrer).get('/api/referrals/list');
    expect(list.body).toEqual([
      { id: expect.any(Number), name: 'Kiran Rao', createdAt: expect.any(String), bonusEarned: 0 },
    ]);
    await expectLedgersBalanced(t.db);
  });

  it("refuses a code whose owner has the new account's phone number", async () => {
    const owner = await insertUser(t.db, { phone: '9000000001' });
    const res = await t
      .request()
      .post(
        '/api/auth/register',
        validRegistration({ phone: '9000000001', referredBy: String(owner.userNumber) }),
      );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'You cannot use your own referral code',
      errors: { referredBy: 'You cannot use your own referral code' },
    });
    expect(await brocksOf(t.db, owner.id)).toBe(0);
  });

  it('grants ₹50 of credit to each side on the first hub join only', async () => {
    const { referrer, referee } = await referral();
    expect(await creditOf(referee)).toBe(0);
    const first = await insertHub(t.db);
    const second = await insertHub(t.db);
    expect((await t.request(referee).post(`/api/societies/${first.id}/join`)).status).toBe(200);
    expect(await creditOf(referee)).toBe(50);
    expect(await creditOf(referrer)).toBe(50);
    expect((await t.request(referee).post(`/api/societies/${second.id}/join`)).status).toBe(200);
    await t.request(referee).post(`/api/societies/${first.id}/leave`);
    await t.request(referee).post(`/api/societies/${first.id}/join`);
    expect(await creditOf(referee)).toBe(50);
    expect(await creditOf(referrer)).toBe(50);
    expect((await t.request(referrer).get('/api/referrals/stats')).body.totalEarnings).toBe(50);
    const listed = (await t.request(referrer).get('/api/referrals/list')).body;
    expect(listed[0].bonusEarned).toBe(50);
    await expectLedgersBalanced(t.db);
  });

  it('a member who was not referred gets no credit for joining', async () => {
    const loner = await t.signIn({ phone: uniquePhone() });
    const hub = await insertHub(t.db);
    await t.request(loner).post(`/api/societies/${hub.id}/join`);
    expect(await creditOf(loner)).toBe(0);
  });

  it('a referee joining two hubs at once gets one bonus', async () => {
    const { referrer, referee } = await referral('Dev Patel');
    const [a, b] = [await insertHub(t.db), await insertHub(t.db)];
    const answers = await Promise.all([
      t.request(referee).post(`/api/societies/${a.id}/join`),
      t.request(referee).post(`/api/societies/${b.id}/join`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await creditOf(referee)).toBe(50);
    expect(await creditOf(referrer)).toBe(50);
    await expectLedgersBalanced(t.db);
  });

  it('ranks by referrals: 1 + the members with more', async () => {
    const top = await t.signIn({ phone: uniquePhone() });
    for (let i = 0; i < 3; i += 1)
      await t
        .request()
        .post(
          '/api/auth/register',
          validRegistration({ phone: uniquePhone(), referredBy: String(top.user.userNumber) }),
        );
    expect((await t.request(top).get('/api/referrals/stats')).body.rank).toBe(1);
    const nobody = await t.signIn({ phone: uniquePhone() });
    const stats = await t.request(nobody).get('/api/referrals/stats');
    expect(stats.body.totalReferrals).toBe(0);
    expect(stats.body.rank).toBeGreaterThan(1);
    expect((await t.request(nobody).get('/api/referrals/list')).body).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.request().get('/api/referrals/stats')).status).toBe(401);
    expect((await t.request().get('/api/referrals/list')).status).toBe(401);
  });
});

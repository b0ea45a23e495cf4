/** Badges (issue rules "Badges"; spec 001 §7 GET /api/user/badges; ADR 0029): stored and announced once. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBadges } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { expectLedgersBalanced, neighbourhood } from '../../testing/transactions';
import { writeSettings } from '../settings';
import { awardDueBadges } from './badges';

let registrations = 0;
/** A valid sign-up body with a fresh email. */
function registration() {
  registrations += 1;
  return {
    name: 'Nisha Verma',
    email: `nisha.badges.${registrations}@example.com`,
    phone: '9876543210',
    password: 'secret123',
    flatWing: 'B-702',
    buildingName: 'Palm Heights',
    detailedAddress: 'Near City Mall, Andheri West',
    city: 'Mumbai',
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badgesOf = async (who: TestUser) => {
  const res = await t.request(who).get('/api/user/badges');
  expect(res.status).toBe(200);
  return res.body as { badgeType: string; createdAt: string }[];
};
const badgeNotices = async (who: TestUser) => {
  const res = await t.request(who).get('/api/notifications');
  return (res.body as { type: string; title: string; message: string; data: string }[]).filter(
    (n) => n.type === 'badge_earned',
  );
};
const listBook = (who: TestUser, i: number) =>
  t.request(who).post('/api/books', {
    title: `Book ${i}`,
    author: 'R. K. Narayan',
    isbn: '9780226568317',
    genre: 'Fiction',
    condition: 'Good',
    dailyFee: 10,
    sellingPrice: null,
  });

describe('GET /api/user/badges', () => {
  it('refuses a signed-out caller with 401', async () => {
    const res = await t.request().get('/api/user/badges');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('answers an empty list for a new member', async () => {
    expect(await badgesOf(await t.signIn())).toEqual([]);
  });
});

describe('upload badges', () => {
  it('awards "10 Books Shared" at the 10th listed book, once, with one notification', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member({ name: 'Ravi' });
    const other = await hood.member({ name: 'Other' });
    for (let i = 1; i <= 9; i += 1) expect((await listBook(owner, i)).status).toBe(201);
    expect(await badgesOf(owner)).toEqual([]);
    t.clock.advance(1_000);
    expect((await listBook(owner, 10)).status).toBe(201);
    expect(await badgesOf(owner)).toEqual([
      { badgeType: 'upload_10', createdAt: t.clock.now().toISOString() },
    ]);
    expect(await badgeNotices(owner)).toMatchObject([
      {
        title: 'Badge Earned',
        message: 'You earned the 10 Books Shared badge!',
        data: JSON.stringify({ badgeType: 'upload_10' }),
      },
    ]);
    expect((await listBook(owner, 11)).status).toBe(201);
    expect(await badgesOf(owner)).toHaveLength(1);
    expect(await badgeNotices(owner)).toHaveLength(1);
    // badges are the member's own
    expect(await badgesOf(other)).toEqual([]);
    expect(await badgeNotices(other)).toEqual([]);
    await expectLedgersBalanced(t.db);
  });

  it('awards each due badge once when two awards race', async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    for (let i = 0; i < 20; i += 1) await hood.book(owner);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.transaction((tx) => awardDueBadges(tx, owner.user.id, t.clock.now())),
      ),
    );
    expect(results.flat().sort()).toEqual(['upload_10', 'upload_20']);
    expect(await t.db.select().from(memberBadges).where(eq(memberBadges.userId, owner.user.id))).toHaveLength(
      2,
    );
    expect(await badgeNotices(owner)).toHaveLength(2);
  });
});

describe('referral badges', () => {
  it('awards Bronze at the first referral and Silver at silver_referrals, each once', async () => {
    await writeSettings(t.db, { silver_referrals: 2 }, t.clock.now());
    try {
      // another phone than the sign-up form's (a member cannot use their own code, ADR 0028)
      const referrer = await t.signIn({ name: 'Asha', phone: '9123456780' });
      const register = () =>
        t
          .request()
          .post('/api/auth/register', { ...registration(), referredBy: String(referrer.user.userNumber) });
      expect((await register()).status).toBe(200);
      expect((await badgesOf(referrer)).map((b) => b.badgeType)).toEqual(['referral_bronze']);
      expect((await badgeNotices(referrer)).map((n) => n.message)).toEqual([
        'You earned the Bronze Referrer badge!',
      ]);
      expect((await register()).status).toBe(200);
      expect((await badgesOf(referrer)).map((b) => b.badgeType)).toEqual([
        'referral_bronze',
        'referral_silver',
      ]);
      expect((await register()).status).toBe(200);
      expect(await badgeNotices(referrer)).toHaveLength(2);
      await expectLedgersBalanced(t.db);
    } finally {
      await writeSettings(t.db, { silver_referrals: 5 }, t.clock.now());
    }
  });

  it('writes no badge when the sign-up is refused', async () => {
    const before = (await t.db.select().from(memberBadges)).length;
    const res = await t.request().post('/api/auth/register', { ...registration(), referredBy: '999999' });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(memberBadges)).toHaveLength(before);
  });
});

/**
 * Brocks Rewards settings (spec 002 §3, §5, §7; ADR 0022): GET /api/admin/rewards/settings (16 keys), POST
 * /api/admin/brocks-settings with rupees_per_credit_conversion, the spec's messages, blank fields refused,
 * audit rows, and new settings reaching the rates and the credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsAudit } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { brocksOf, neighbourhood, paidOrder } from '../../testing/transactions';
import { registration, tablesFingerprint } from './admin-test-helpers';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ name: 'Admin Anil', isAdmin: true });
});
afterAll(() => t.close());

/** The defaults on the wire (spec keys, brocks per rupee 10 sent as 0.1, credit value in rupees). */
const DEFAULTS: Record<string, number> = {
  credits_per_book_upload: 1,
  credits_per_referral: 5,
  credits_per_borrow: 5,
  credits_per_lend: 5,
  credits_for_commission_free_days: 20,
  commission_free_days_per_conversion: 7,
  credits_for_rupees_conversion: 20,
  rupees_per_credit_conversion: 0.1,
  opening_credits: 100,
  silver_referrals: 5,
  gold_referrals: 10,
  platinum_referrals: 15,
  upload_10_reward: 10,
  upload_20_reward: 20,
  upload_30_reward: 60,
  credit_value_rupees: 1,
};
const save = (change: Record<string, unknown>) =>
  t.request(admin).post('/api/admin/brocks-settings', { ...DEFAULTS, ...change });

describe('GET /api/admin/rewards/settings', () => {
  it('answers the 16 settings in force as settingKey / settingValue', async () => {
    const res = await t.request(admin).get('/api/admin/rewards/settings');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(16);
    expect(Object.fromEntries(res.body.map((r: any) => [r.settingKey, Number(r.settingValue)]))).toEqual(
      DEFAULTS,
    );
  });
});

describe('POST /api/admin/brocks-settings', () => {
  it.each([
    ['credits_per_book_upload', -1, 'Credits per book upload must be non-negative'],
    ['credits_per_referral', -1, 'Credits per referral must be non-negative'],
    ['credits_per_borrow', -1, 'Credits per borrow transaction must be non-negative'],
    ['credits_per_lend', -2, 'Credits per lend transaction must be non-negative'],
    ['credits_for_commission_free_days', 0, 'Credits for commission free days must be at least 1'],
    ['commission_free_days_per_conversion', 0, 'Commission free days per conversion must be at least 1'],
    ['credits_for_rupees_conversion', 0, 'Credits for rupees conversion must be at least 1'],
    ['rupees_per_credit_conversion', 0, 'Brocks per rupee must be at least 1'],
    ['rupees_per_credit_conversion', 5, 'Brocks per rupee must be at least 1'],
    ['credits_per_referral', '', 'Credits per referral must be non-negative'],
    ['credits_per_borrow', null, 'Credits per borrow transaction must be non-negative'],
    ['rupees_per_credit_conversion', '', 'Brocks per rupee must be at least 1'],
  ])('refuses %s = %o with 400 "%s", writing nothing', async (key, value, message) => {
    const before = await tablesFingerprint(t.db);
    const res = await save({ [key]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tablesFingerprint(t.db)).toEqual(before);
  });

  it('stores new settings, audits only the changed keys, and they reach the rates and every credit', async () => {
    const res = await save({
      rupees_per_credit_conversion: 1 / 8,
      credits_for_rupees_conversion: 25,
      credits_per_book_upload: 3,
      opening_credits: 50,
      credits_per_borrow: 2,
      credits_per_lend: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Brocks Settings Updated' });
    const audit = await t.db.select().from(settingsAudit);
    expect(audit.map((r) => [r.key, r.oldValue, r.newValue]).sort()).toEqual([
      ['credits_for_rupees_conversion', null, '25'],
      ['credits_per_book_upload', null, '3'],
      ['credits_per_borrow', null, '2'],
      ['credits_per_lend', null, '4'],
      ['rupees_per_credit_conversion', null, '0.125'],
      ['starting_credits', null, '50'],
    ]);
    const listed = await t.request(admin).get('/api/admin/rewards/settings');
    expect(listed.body).toContainEqual({ settingKey: 'rupees_per_credit_conversion', settingValue: '0.125' });

    // rates, for any member
    const hood = await neighbourhood(t);
    const owner = await t.signIn({ name: 'Ravi' });
    expect((await t.request(owner).get('/api/admin/brocks-conversion-rates')).body).toMatchObject({
      creditsToRupeesRate: '25',
      brocksPerRupee: 8,
    });
    expect((await t.request(owner).get('/api/admin/platform-settings')).body).toMatchObject({
      uploadReward: 3,
      borrowReward: 2,
      lendReward: 4,
    });
    // opening credits on sign-up
    const signUp = await t.request().post('/api/auth/register', registration());
    expect(signUp.status).toBe(200);
    expect(await brocksOf(t.db, signUp.body.id)).toBe(50);
    // upload, borrow and lend credits
    const lender = await hood.member({ name: 'Lender' }); // neighbourhood grants opening credits: 50
    const borrower = await hood.member({ name: 'Borrower' });
    const created = await t.request(lender).post('/api/books', {
      title: 'Swami and Friends',
      author: 'R. K. Narayan',
      isbn: '9780226568317',
      genre: 'Fiction',
      condition: 'Good',
      dailyFee: 10,
      sellingPrice: null,
    });
    expect(created.status).toBe(201);
    expect(await brocksOf(t.db, lender.user.id)).toBe(53);
    const paid = await paidOrder(t, borrower, { purpose: 'rental', bookId: created.body.id, duration: 7 });
    const borrow = await t.request(borrower).post('/api/rentals/borrow', {
      bookId: created.body.id,
      duration: 7,
      paymentMethod: 'card',
      appliedBrocks: null,
      ...paid,
    });
    expect(borrow.status).toBe(200);
    expect(await brocksOf(t.db, borrower.user.id)).toBe(52);
    expect(await brocksOf(t.db, lender.user.id)).toBe(57);
  });
});

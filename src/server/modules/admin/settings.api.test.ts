/**
 * Platform Settings (spec 002 §3, §5, §7; ADR 0022): GET/POST /api/admin/settings, the bounds and their
 * messages, audit rows only for changed keys, and the settings reaching the borrow and extension prices.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, settingsAudit } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { paidOrder } from '../../testing/transactions';
import { writeSettings } from '../settings';
import { rentalWorld, tablesFingerprint } from './admin-test-helpers';

let t: TestApp;
let admin: TestUser;
let w: Awaited<ReturnType<typeof rentalWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ name: 'Admin Anil', isAdmin: true });
  w = await rentalWorld(t);
});
afterAll(() => t.close());

const DEFAULTS = {
  commissionRate: 5,
  securityDeposit: 100,
  minApartments: 90,
  maxRentalDays: 30,
  extensionFeePerDay: 10,
};
const save = (body: Record<string, unknown>) =>
  t.request(admin).post('/api/admin/settings', { ...DEFAULTS, ...body });
const auditRows = () => t.db.select().from(settingsAudit).orderBy(desc(settingsAudit.id));

describe('GET /api/admin/settings', () => {
  it('answers the defaults, and a stored 0, out-of-range or junk value as its default', async () => {
    expect((await t.request(admin).get('/api/admin/settings')).body).toEqual(DEFAULTS);
    await writeSettings(
      t.db,
      { commission_rate: '0', max_rental_days: '400', min_apartments: 'junk', security_deposit_paise: '-5' },
      t.clock.now(),
    );
    const res = await t.request(admin).get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
    await t.db.delete(settings);
  });
});

describe('POST /api/admin/settings', () => {
  it.each([
    [{ commissionRate: 101 }, 'Commission rate must be between 0 and 100'],
    [{ commissionRate: -1 }, 'Commission rate must be between 0 and 100'],
    [{ securityDeposit: -0.01 }, 'Security deposit must be a non-negative amount with at most 2 decimals'],
    [{ securityDeposit: 10.005 }, 'Security deposit must be a non-negative amount with at most 2 decimals'],
    [{ minApartments: 0 }, 'Minimum apartments must be a whole number of at least 1'],
    [{ minApartments: 2.5 }, 'Minimum apartments must be a whole number of at least 1'],
    [{ maxRentalDays: 0 }, 'Max rental days must be a whole number between 1 and 365'],
    [{ maxRentalDays: 366 }, 'Max rental days must be a whole number between 1 and 365'],
    [{ maxRentalDays: '' }, 'Max rental days must be a whole number between 1 and 365'],
    [
      { extensionFeePerDay: -1 },
      'Extension fee per day must be a non-negative amount with at most 2 decimals',
    ],
  ])('refuses %o with 400 "%s", writing nothing', async (change, message) => {
    const before = await tablesFingerprint(t.db);
    const res = await save(change);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tablesFingerprint(t.db)).toEqual(before);
  });

  it('stores the settings and audits only the changed keys, with old and new stored values', async () => {
    const res = await save({ commissionRate: 7.5, securityDeposit: 150.25 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Settings Updated' });
    expect((await t.request(w.borrower).get('/api/platform/settings')).body).toEqual({
      ...DEFAULTS,
      commissionRate: 7.5,
      securityDeposit: 150.25,
    });
    const rows = await auditRows();
    expect(rows.map((r) => [r.key, r.oldValue, r.newValue, r.adminId]).sort()).toEqual([
      ['commission_rate', null, '7.5', admin.user.id],
      ['security_deposit_paise', null, '15025', admin.user.id],
    ]);
    // saving the same values again changes and audits nothing
    expect((await save({ commissionRate: 7.5, securityDeposit: 150.25 })).status).toBe(200);
    expect(await auditRows()).toHaveLength(2);
    await save({ commissionRate: 5, securityDeposit: 100 });
    const audit = await t.request(admin).get('/api/admin/settings/audit?group=platform');
    expect(audit.status).toBe(200);
    expect(audit.body.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'commission_rate',
          oldValue: '7.5',
          newValue: '5',
          adminName: 'Admin Anil',
        }),
      ]),
    );
    expect(audit.body).toHaveLength(4);
    expect((await t.request(admin).get('/api/admin/settings/audit?group=brocks')).body).toEqual([]);
  });
});

describe('the settings in force price rentals', () => {
  it('charges the commission set by the administrator on a borrow', async () => {
    await save({ commissionRate: 10 });
    try {
      const book = await w.hood.book(w.owner, { dailyFeePaise: 1_000 });
      const order = await t
        .request(w.borrower)
        .post('/api/payments/create-order', { purpose: 'rental', bookId: book.id, duration: 7 });
      expect(order.status).toBe(200);
      // ₹70 rental + ₹7.00 (10 %) + ₹100 deposit
      expect(order.body.amount).toBe(17_700);
    } finally {
      await save({ commissionRate: 5 });
    }
  });

  it('at max 10 days accepts 3, 7 and 10 days and refuses 14 with "Rentals can last at most 10 days"', async () => {
    await save({ maxRentalDays: 10 });
    try {
      const book = await w.hood.book(w.owner, { dailyFeePaise: 1_000 });
      const tooLong = await t.request(w.borrower).post('/api/rentals/borrow', {
        bookId: book.id,
        duration: 14,
        paymentMethod: 'brocks',
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('Rentals can last at most 10 days');
      const five = await t
        .request(w.borrower)
        .post('/api/payments/create-order', { purpose: 'rental', bookId: book.id, duration: 5 });
      expect(five.status).toBe(400);
      expect(five.body.message).toBe('Please select rental duration');
      const paid = await paidOrder(t, w.borrower, { purpose: 'rental', bookId: book.id, duration: 10 });
      const ten = await t.request(w.borrower).post('/api/rentals/borrow', {
        bookId: book.id,
        duration: 10,
        paymentMethod: 'card',
        appliedBrocks: null,
        ...paid,
      });
      expect(ten.status).toBe(200);
      expect(ten.body.rentalFee).toBe(100);
    } finally {
      await save({ maxRentalDays: 30 });
    }
  });

  it('caps the extension fee per day at extensionFeePerDay: 7 days at ₹25/day with a ₹10 cap cost ₹70 plus commission', async () => {
    const { rental } = await w.rent({ dailyFeePaise: 2_500, title: 'Malgudi Days' });
    const res = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/calculate', { rentalId: rental.id, extensionDays: 7 });
    expect(res.body).toEqual({
      dailyFee: 10,
      totalExtensionFee: 70,
      platformCommission: 3.5,
      lenderEarnings: 70,
      totalAmount: 73.5,
    });
    await save({ extensionFeePerDay: 30 });
    try {
      const uncapped = await t
        .request(w.borrower)
        .post('/api/rentals/extensions/calculate', { rentalId: rental.id, extensionDays: 2 });
      expect(uncapped.body).toMatchObject({ dailyFee: 25, totalExtensionFee: 50, totalAmount: 52.5 });
    } finally {
      await save({ extensionFeePerDay: 10 });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROCKS_DEFAULTS, brocksSettingsToStored } from '@/domain/brocks';
import { createTestApp, type TestApp } from '../../testing/harness';
import { writeSettings } from './service';

const PATHS = ['/api/platform/conversion-rates', '/api/admin/brocks-conversion-rates'];

describe('Brocks conversion rates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(PATHS)('%s refuses a signed-out caller with 401', async (path) => {
    const res = await t.request().get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });

  it.each(PATHS)('%s answers the defaults to any member, the spec’s rates as strings', async (path) => {
    const member = await t.signIn();
    const res = await t.request(member).get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      creditsToRupeesRate: '20',
      creditsToCommissionFreeRate: '20',
      creditsToCommissionFreeDaysRate: '20',
      brocksPerRupee: 10,
    });
  });

  it('answers the stored settings (brocks per rupee stored inverted)', async () => {
    const stored = brocksSettingsToStored({
      ...BROCKS_DEFAULTS,
      creditsToRupeesRate: 25,
      creditsToCommissionFreeRate: 40,
      brocksPerRupee: 8,
    });
    await writeSettings(t.db, stored, t.clock.now());
    expect(stored.rupees_per_credit_conversion).toBe('0.125');
    const member = await t.signIn();
    for (const path of PATHS) {
      expect((await t.request(member).get(path)).body).toEqual({
        creditsToRupeesRate: '25',
        creditsToCommissionFreeRate: '40',
        creditsToCommissionFreeDaysRate: '40',
        brocksPerRupee: 8,
      });
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { writeSettings } from './service';

describe('GET /api/platform/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller with 401 and a message', async () => {
    const res = await t.request().get('/api/platform/settings');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('answers the spec defaults in rupees when nothing is stored', async () => {
    const member = await t.signIn();
    const res = await t.request(member).get('/api/platform/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      commissionRate: 5,
      securityDeposit: 100,
      minApartments: 90,
      maxRentalDays: 30,
      extensionFeePerDay: 10,
    });
  });

  it('answers stored values', async () => {
    await writeSettings(t.db, { commission_rate: 8, security_deposit_paise: 15050 }, t.clock.now());
    const member = await t.signIn();
    const res = await t.request(member).get('/api/platform/settings');
    expect(res.body.commissionRate).toBe(8);
    expect(res.body.securityDeposit).toBe(150.5);
  });

  it('has the pg_trgm extension available for search, on PGlite and PostgreSQL alike', async () => {
    const res = await t.db.execute(
      sql`select (select count(*) from pg_extension where extname = 'pg_trgm')::int as installed,
                 similarity('harry potter', 'harry pottr') as s`,
    );
    const [row] = (res as unknown as { rows: { installed: number; s: number }[] }).rows;
    expect(row.installed).toBe(1);
    expect(Number(row.s)).toBeGreaterThan(0.5);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/harness';
import { jobs } from './index';
import { analyzeEmbedded } from './embedded-analyze';

/** The embedded-analyze job (ADR 0060): ANALYZE on PGlite, which has no autovacuum; nothing on PostgreSQL. */
describe('embedded-analyze', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['Asha', 'Ravi', 'Meera']) await insertUser(t.db, { name });
  });
  afterAll(() => t.close());

  it('runs at start and hourly', () => {
    expect(jobs.find((j) => j.name === 'embedded-analyze')).toMatchObject({
      everyMs: 3_600_000,
      runAtStart: true,
    });
  });

  it('gives the planner the row counts on PGlite, and leaves PostgreSQL to autovacuum', async () => {
    const ran = await analyzeEmbedded(t.database);
    expect(ran).toBe(t.database.kind === 'pglite');
    if (!ran) return;
    const result = (await t.db.execute(
      sql`select reltuples::int as n from pg_class where relname = 'users'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBeGreaterThanOrEqual(3);
  });
});

/**
 * How long 'Download my data' takes for a big member (ADR 0052: ready in under 5 s for 500 books and 1,000
 * Brocks ledger rows). A measurement run by hand, not a wall-clock assertion:
 *   HUBSHELF_EXPORT_BENCH=1 npx vitest run --project api src/server/modules/account/export-bench.api.test.ts
 * prints the time of one export (add HUBSHELF_TEST_DB=postgres TEST_DATABASE_URL=… for PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, brocksLedger } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { exportZip, unzip } from './export-test-helpers';

const BOOKS = 500;
const LEDGER_ROWS = 1000;

describe.skipIf(!process.env.HUBSHELF_EXPORT_BENCH)('export of 500 books and 1,000 ledger rows', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signIn({ name: 'Big Reader' });
    const ownerId = member.user.id;
    const shelf = Array.from({ length: BOOKS }, (_, i) => ({
      ownerId,
      title: `Book number ${i} with a reasonably long title`,
      author: `Author ${i % 37} Surname`,
      isbn: '9780306406157',
      isbn13: '9780306406157',
      genre: 'Fiction',
      condition: 'Good' as const,
      dailyFeePaise: 1000 + i,
    }));
    for (let i = 0; i < BOOKS; i += 100) await t.db.insert(books).values(shelf.slice(i, i + 100));
    const ledger = Array.from({ length: LEDGER_ROWS }, (_, i) => ({
      userId: ownerId,
      delta: i % 3 === 0 ? -5 : 10,
      reason: 'bench',
      reference: `bench:${i}`,
      description: `Benchmark entry ${i}`,
    }));
    for (let i = 0; i < LEDGER_ROWS; i += 250)
      await t.db.insert(brocksLedger).values(ledger.slice(i, i + 250));
  }, 120_000);
  afterAll(() => t?.close());

  it('measures one export', async () => {
    const started = performance.now();
    const res = await exportZip(t, member);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect(entries.get('books.csv')!.toString('utf8').split('\r\n')).toHaveLength(BOOKS + 1);
    console.log(
      `export: ${BOOKS} books, ${LEDGER_ROWS} ledger rows, ${res.rawPayload.length} bytes in ${ms.toFixed(0)} ms`,
    );
  });
});

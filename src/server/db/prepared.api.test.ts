import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../testing/harness';
import { onOneSession } from '../testing/one-session';
import type { Db, Tx } from './client';
import { users } from './schema';
import { MAX_PREPARED_SHAPES, preparedRows, statementName } from './prepared';

const executed = async <T>(db: Db | Tx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Reads as named prepared statements (ADR 0070), on the suite's database (PGlite or PostgreSQL). */
describe('prepared reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const preparedNames = async (db: Db | Tx) =>
    (
      await executed<{ name: string }>(
        db,
        sql`select name from pg_prepared_statements where name like 'hs\_%'`,
      )
    ).map((r) => r.name);

  it('answers what an unprepared query answers, for every kind of parameter', async () => {
    const hostile = `O'Brien \\ "quoted" {brace}, comma'); drop table users; -- हिंदी`;
    const query = (s: string, list: (string | null)[], n: number, flag: boolean, at: Date, none: null) =>
      sql`select ${s}::text as s, ${sql.param(list)}::text[] as list, ${n}::int as n, ${flag}::boolean as flag,
        ${at}::timestamptz as at, ${none}::text as none, ${s}::text || '!' as again`;
    const list = ['a"b', 'c,d', '{e}', 'f\\g', null, "h'i"];
    const args: Parameters<typeof query> = [
      hostile,
      list,
      -42,
      true,
      new Date(Date.UTC(2026, 10, 29, 5, 30)),
      null,
    ];
    const prepared = await preparedRows<Record<string, unknown>>(t.db, query(...args));
    expect(prepared).toEqual(await executed(t.db, query(...args)));
    expect(prepared[0]).toMatchObject({ s: hostile, n: -42, flag: true, none: null, again: `${hostile}!` });
    expect(prepared[0]!.list).toEqual(list);
    await expect(executed(t.db, sql`select count(*) from users`)).resolves.toHaveLength(1);
  });

  it('gives each run of a shape its own parameters, also when first run side by side', async () => {
    const shape = (n: number) => sql`select ${n}::int * 2 as doubled`;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => preparedRows<{ doubled: number }>(t.db, shape(n))),
    );
    expect(answers.map((rows) => rows[0]!.doubled)).toEqual([2, 4, 6, 8, 10]);
    expect((await preparedRows<{ doubled: number }>(t.db, shape(21)))[0]!.doubled).toBe(42);
  });

  it("sees a transaction's own writes inside it, and nothing of them after a rollback", async () => {
    const byName = (name: string) => sql`select id from users where name = ${name}`;
    await t.db
      .transaction(async (tx) => {
        await tx.insert(users).values({
          name: 'Prepared Pooja',
          email: 'prepared-pooja@example.com',
          phone: '9876543210',
          flatWing: 'A-101',
          buildingName: 'Sunrise Towers',
          detailedAddress: 'Near the park gate, Powai',
          city: 'Mumbai',
        });
        expect(await preparedRows(tx, byName('Prepared Pooja'))).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await preparedRows(t.db, byName('Prepared Pooja'))).toEqual([]);
  });

  it(`prepares a shape once per session, and no more than ${MAX_PREPARED_SHAPES} shapes on one handle`, async () => {
    const shape = (i: number, n: number) => sql`select ${n}::int + ${sql.raw(String(i))} as n`;
    const nameOf = (i: number) => statementName(new PgDialect().sqlToQuery(shape(i, 1)).sql);
    await onOneSession(t, async (db) => {
      for (const n of [1, 2, 3]) expect(await preparedRows(db, shape(0, n))).toEqual([{ n }]);
      expect((await preparedNames(db)).filter((name) => name === nameOf(0))).toHaveLength(1);
      const shapes = new Set([nameOf(0)]);
      for (let i = 1; i <= MAX_PREPARED_SHAPES + 10; i++) {
        expect(await preparedRows(db, shape(i, 1))).toEqual([{ n: i + 1 }]);
        shapes.add(nameOf(i));
      }
      // the handle may already hold other statements (a pooled connection); count this test's shapes
      const prepared = (await preparedNames(db)).filter((name) => shapes.has(name));
      expect(prepared.length).toBeGreaterThan(MAX_PREPARED_SHAPES / 2);
      expect(prepared.length).toBeLessThanOrEqual(MAX_PREPARED_SHAPES);
    });
  });
});

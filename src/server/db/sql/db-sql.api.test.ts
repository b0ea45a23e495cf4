import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';

/**
 * The live SQL functions and triggers are kept readable in src/server/db/sql/*.sql and copied into a
 * custom migration when they change (docs/decisions/0011-search-design.md). This proves the migrated
 * database holds exactly the files: each function's body, arguments and result, and each trigger.
 */
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
const text = files.map((f) => readFileSync(new URL(f, dir), 'utf8')).join('\n');

/** Lower case, one space for any run of white space, no schema prefix. */
const normalise = (s: string) =>
  s
    .replace(/\bpublic\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Each `CREATE OR REPLACE FUNCTION name(args) RETURNS … AS $$ body $$;` of the files. */
const functions = text
  .split('CREATE OR REPLACE FUNCTION ')
  .slice(1)
  .map((part) => {
    const statement = part.slice(0, part.indexOf('$$;'));
    const [header, body] = [
      statement.slice(0, statement.indexOf('$$')),
      statement.slice(statement.indexOf('$$') + 2),
    ];
    const [, name, args] = /^(\w+)\(([^)]*)\)/.exec(header)!;
    const [, returns] = /RETURNS (TABLE\([^)]*\)|\w+)/.exec(header)!;
    return { name, args, returns, body };
  });
const triggers = [...text.matchAll(/CREATE OR REPLACE TRIGGER (\w+)([\s\S]*?);/g)].map(([, name, rest]) => ({
  name,
  definition: normalise(`CREATE TRIGGER ${name}${rest}`),
}));

describe('src/server/db/sql/*.sql against the migrated database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the definitions in the files', () => {
    expect(functions.map((f) => f.name).sort()).toEqual([
      'book_hubs_follow_membership',
      'book_hubs_set_active',
      'book_words_collect',
      'books_follow_listings',
      'books_search_matches',
      'books_search_score',
      'books_search_terms',
    ]);
    expect(triggers.length).toBe(7);
  });

  it.each(functions)('function $name is the one in the file', async ({ name, args, returns, body }) => {
    const result = (await t.db.execute(sql`
      select p.prosrc, pg_get_function_arguments(p.oid) as args, pg_get_function_result(p.oid) as returns
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = ${name}`)) as unknown as {
      rows: { prosrc: string; args: string; returns: string }[];
    };
    expect(result.rows).toHaveLength(1);
    const [live] = result.rows;
    expect(live.prosrc.trim()).toBe(body.trim());
    expect(normalise(live.args)).toBe(normalise(args));
    expect(normalise(live.returns)).toBe(normalise(returns));
  });

  it.each(triggers)('trigger $name is the one in the file', async ({ name, definition }) => {
    const result = (await t.db.execute(sql`
      select pg_get_triggerdef(oid) as def from pg_trigger where tgname = ${name} and not tgisinternal`)) as unknown as {
      rows: { def: string }[];
    };
    expect(result.rows.map((r) => normalise(r.def))).toEqual([definition]);
  });
});

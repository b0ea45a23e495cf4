/**
 * What the admin API tests share: a fingerprint of every table (to prove a refused call wrote nothing)
 * and concrete URLs for the registered `/api/admin/*` routes.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { TestApp } from '../../testing/harness';
import { neighbourhood, borrowWithDemoCard } from '../../testing/transactions';

/** An md5 of every row of every table in the public schema, by table; any insert, update or delete changes it. */
export async function tablesFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions'
        order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const res = await db.execute<{ h: string | null }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    out[name] = rowsOf<{ h: string | null }>(res)[0]?.h ?? '';
  }
  return out;
}

/** Rows of a `db.execute` answer on node-postgres or PGlite. */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/** A URL for a registered route path: `:id` → 1, any other parameter → `onboarding`. */
export const concreteUrl = (url: string) => url.replace(/:id\b/g, '1').replace(/:[A-Za-z]+/g, 'onboarding');

/** An owner and a borrower in one hub, and a way for the borrower to rent a new book of the owner's. */
export async function rentalWorld(t: TestApp) {
  const hood = await neighbourhood(t);
  const owner = await hood.member({ name: 'Ravi Kulkarni' });
  const borrower = await hood.member({ name: 'Asha Menon' });
  async function rent(opts: { dailyFeePaise?: number; title?: string } = {}) {
    const book = await hood.book(owner, {
      title: opts.title ?? 'The Guide',
      dailyFeePaise: opts.dailyFeePaise ?? 1_000,
    });
    const res = await borrowWithDemoCard(t, borrower, book.id);
    expect(res.status).toBe(200);
    return { book, rental: res.body as { id: number } };
  }
  return { hood, owner, borrower, rent };
}

let registrations = 0;
/** A valid sign-up body with a fresh email. */
export function registration() {
  registrations += 1;
  return {
    name: 'Nisha Verma',
    email: `nisha.admin.${Date.now().toString(36)}.${registrations}@example.com`,
    phone: '9876543210',
    password: 'secret123',
    flatWing: 'B-702',
    buildingName: 'Palm Heights',
    detailedAddress: 'Near City Mall, Andheri West',
    city: 'Mumbai',
  };
}

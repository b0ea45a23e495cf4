/**
 * Backups of the embedded database (ADR 0038): demo data → backup → a new, empty DATA_DIR → restore gives
 * the same members, books, rentals and ledger sums; a restore refuses a DATA_DIR that is not empty and a
 * missing file; a backup refuses a DATA_DIR without a database. PGlite only (the embedded mode), whichever
 * database the API tests otherwise use.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/client';
import { BACKUP_MESSAGES, backupEmbedded, defaultBackupFile, pgliteDir, restoreEmbedded } from '../db/backup';
import { runMigrations } from '../db/migrate';
import { seedDemoData } from '../seed';
import { TestClock } from '../lib/clock';
import { expectLedgersBalanced } from './transactions';

/** What must survive a backup: counts and ledger sums. */
async function snapshot(db: Db) {
  const res = await db.execute(sql`select
    (select count(*) from users)::int as members,
    (select string_agg(email::text, ',' order by id) from users) as emails,
    (select count(*) from books)::int as books,
    (select count(*) from rentals)::int as rentals,
    (select string_agg(status::text, ',' order by id) from rentals) as rental_statuses,
    (select coalesce(sum(amount_paise), 0) from money_ledger)::bigint as money,
    (select count(*) from money_ledger)::int as money_rows,
    (select coalesce(sum(delta), 0) from brocks_ledger)::bigint as brocks`);
  // PGlite answers `{ rows }`
  return (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hubshelf-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('db:backup and db:restore', () => {
  it('restores demo data into a new DATA_DIR: same members, books, rentals and ledger sums', async () => {
    const source = join(root, 'source');
    await mkdir(pgliteDir(source), { recursive: true });
    const original = await openPglite(pgliteDir(source));
    await runMigrations(original);
    await seedDemoData(original.db, new TestClock(new Date('2026-11-21T10:00:00.000Z')));
    const before = await snapshot(original.db);
    expect(Number(before.members)).toBeGreaterThan(5);
    expect(Number(before.rentals)).toBeGreaterThan(0);
    await original.close();

    const file = defaultBackupFile(source, new Date('2026-11-24T13:40:00.000Z'));
    expect(file).toBe(join(source, 'backups', 'hubshelf-2026-11-24T13-40-00-000Z.tar.gz'));
    expect(await backupEmbedded(source, file)).toBeGreaterThan(1000);

    const target = join(root, 'target');
    await restoreEmbedded(target, file);
    const restored = await openPglite(pgliteDir(target));
    expect(await snapshot(restored.db)).toEqual(before);
    await expectLedgersBalanced(restored.db);
    await restored.close();
  }, 240_000);

  it('refuses a DATA_DIR that is not empty, a missing file and a DATA_DIR without a database', async () => {
    const used = join(root, 'used');
    const file = join(root, 'any.tar.gz');
    await writeFile(file, 'not a dump');
    await rm(used, { recursive: true, force: true });
    const missing = join(root, 'nothing.tar.gz');
    await expect(restoreEmbedded(used, missing)).rejects.toThrow(BACKUP_MESSAGES.noFile(missing));
    await writeFile(join(root, 'keep'), '');
    await expect(restoreEmbedded(root, file)).rejects.toThrow(BACKUP_MESSAGES.notEmpty(root));
    await expect(backupEmbedded(used, join(used, 'b.tar.gz'))).rejects.toThrow(
      BACKUP_MESSAGES.noDatabase(pgliteDir(used)),
    );
    expect(existsSync(used)).toBe(false);
  });
});

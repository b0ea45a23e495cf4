/**
 * Backups of the embedded database (ADR 0038): PGlite's data directory (`DATA_DIR/pglite`) dumped as one
 * gzip-compressed tarball (`dumpDataDir('gzip')`), and restored into an empty DATA_DIR. PGlite is used by one
 * process at a time: stop Hubshelf before either. PostgreSQL deployments use `pg_dump`/`pg_restore` (README).
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { openPglite } from './client';

/** The embedded database's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string): string => join(dataDir, 'pglite');

/** The default backup file: `DATA_DIR/backups/hubshelf-<UTC timestamp>.tar.gz`. */
export function defaultBackupFile(dataDir: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return join(dataDir, 'backups', `hubshelf-${stamp}.tar.gz`);
}

/** Messages of the backup scripts, word for word in their output. */
export const BACKUP_MESSAGES = {
  noDatabase: (dir: string) => `No embedded database in ${dir}: nothing to back up.`,
  notEmpty: (dir: string) =>
    `DATA_DIR ${dir} is not empty. Restore into a new, empty DATA_DIR (or move this one aside first).`,
  noFile: (file: string) => `No backup file at ${file}.`,
  restoreUsage: 'Usage: npm run db:restore FILE (a backup written by npm run db:backup)',
  usesPostgres:
    'DATABASE_URL is set: Hubshelf runs on PostgreSQL. Back it up with pg_dump and restore with pg_restore (README, "Backups").',
} as const;

/** An error of a backup script: its message is for the person running it. */
export class BackupError extends Error {}

/**
 * Writes a compressed dump of the embedded database in `dataDir` to `file` (folders created) and answers
 * its size in bytes. Throws BackupError when `dataDir` holds no embedded database.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir) || readdirSync(dir).length === 0)
    throw new BackupError(BACKUP_MESSAGES.noDatabase(dir));
  const handle = await openPglite(dir);
  try {
    const dump = await handle.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await handle.close();
  }
}

/**
 * Restores the dump `file` into `dataDir`, which must be absent or empty (BackupError otherwise, and when
 * `file` is missing). Migrations are not run here: the server runs the newer ones at its next start.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(BACKUP_MESSAGES.noFile(file));
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupError(BACKUP_MESSAGES.notEmpty(dataDir));
  await mkdir(pgliteDir(dataDir), { recursive: true });
  const handle = await openPglite(pgliteDir(dataDir), new Blob([await readFile(file)]));
  await handle.close();
}

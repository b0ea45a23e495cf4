/**
 * `npm run db:restore FILE`: restores a dump written by `npm run db:backup` into DATA_DIR, which must be
 * absent or empty (ADR 0038). Start Hubshelf afterwards: it runs any newer migrations. With DATABASE_URL set
 * it refuses and points to pg_restore.
 */
import { resolve } from 'node:path';
import { BACKUP_MESSAGES, BackupError, restoreEmbedded } from '../src/server/db/backup';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const file = process.argv[2];

try {
  if (process.env.DATABASE_URL) throw new BackupError(BACKUP_MESSAGES.usesPostgres);
  if (!file) throw new BackupError(BACKUP_MESSAGES.restoreUsage);
  await restoreEmbedded(dataDir, resolve(file));
  console.log(`Restored ${resolve(file)} into ${dataDir}. Start Hubshelf to use it.`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}

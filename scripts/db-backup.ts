/**
 * `npm run db:backup [FILE]`: writes a compressed dump of the embedded database (DATA_DIR/pglite) to FILE,
 * by default DATA_DIR/backups/hubshelf-<UTC timestamp>.tar.gz (ADR 0038). Stop Hubshelf first: PGlite is
 * used by one process at a time. With DATABASE_URL set it refuses and points to pg_dump.
 */
import { resolve } from 'node:path';
import { BACKUP_MESSAGES, BackupError, backupEmbedded, defaultBackupFile } from '../src/server/db/backup';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const file = resolve(process.argv[2] ?? defaultBackupFile(dataDir, new Date()));

try {
  if (process.env.DATABASE_URL) throw new BackupError(BACKUP_MESSAGES.usesPostgres);
  const bytes = await backupEmbedded(dataDir, file);
  console.log(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}

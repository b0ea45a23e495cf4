/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(join(config.dataDir, 'pglite'));
  await runMigrations(handle);
  return handle;
}

/** Vitest globalSetup for API suites: builds the migrated template database once per run (dropped with the run's databases at the end). */
import { rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  ensureTmpDir,
  pgFileDbPrefix,
  pgTemplateDb,
  pgliteTemplateFile,
  pgUrlFor,
  testDbKind,
} from './template';

export default async function setup(): Promise<() => Promise<void>> {
  ensureTmpDir();
  if (testDbKind() === 'pglite') {
    const handle = await openPglite();
    await runMigrations(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await writeFile(pgliteTemplateFile(), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return async () => {
      await rm(pgliteTemplateFile(), { force: true });
    };
  }
  const admin = new pg.Client({ connectionString: pgUrlFor('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgTemplateDb()}`);
  const handle = openPostgres(pgUrlFor(pgTemplateDb()), 1);
  await runMigrations(handle);
  await handle.close();
  return async () => {
    await dropTestDatabases(admin);
    await admin.end();
  };
}

async function dropTestDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)`,
    [pgTemplateDb(), pgFileDbPrefix()],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

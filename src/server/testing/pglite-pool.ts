/**
 * PGlite databases for API tests, reused within a worker (docs/decisions/0063-api-tests-reuse-pglite.md).
 *
 * Opening a PGlite instance from the migrated template (44 MB) costs 1.5–3 s of CPU, more than most test
 * files take. The `api` Vitest project shares a module registry per worker (`isolate: false`), so an instance
 * a closed test app gives back is kept here and, for the next app, reset to the template's state instead:
 * every table of the `public` schema truncated and every sequence restarted (the template holds rows only in
 * `drizzle.__drizzle_migrations`), session advisory locks released, LISTEN channels dropped, prepared
 * statements deallocated (ADR 0070), an open transaction rolled back. A closed or broken instance is never
 * reused.
 */
import { readFile } from 'node:fs/promises';
import { openPglite, type DatabaseHandle } from '../db/client';
import { deallocatePrepared } from '../db/prepared';
import { pgliteBinaries } from './pglite-binaries';
import { pgliteTemplateFile } from './template';

/** Instances a closed test app gave back, at most MAX_SPARE of them, ready to be reset. */
const spare: DatabaseHandle[] = [];
const MAX_SPARE = 2;
let templateBlob: Blob | undefined;

/** TRUNCATE … RESTART IDENTITY of every table and ALTER SEQUENCE … RESTART of every sequence in `public`. */
async function resetToTemplate(handle: DatabaseHandle): Promise<void> {
  const pglite = handle.pglite!;
  await pglite.exec('ROLLBACK');
  await deallocatePrepared(pglite);
  const tables = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const sequences = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`,
  );
  await pglite.exec(
    [
      'SELECT pg_advisory_unlock_all()',
      'UNLISTEN *',
      tables.rows.length > 0
        ? `TRUNCATE ${tables.rows.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`
        : '',
      ...sequences.rows.map((s) => `ALTER SEQUENCE ${s.name} RESTART`),
    ]
      .filter(Boolean)
      .join(';\n'),
  );
}

/**
 * A PGlite database in the migrated template's state: a given-back instance reset, or a new one opened from
 * the template. Its `close()` gives it back for the next test app instead of closing it (the instance is
 * closed for good when MAX_SPARE are already kept).
 */
export async function templatePglite(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle | undefined;
  while (!handle && spare.length > 0) {
    const candidate = spare.pop()!;
    try {
      await resetToTemplate(candidate);
      handle = candidate;
    } catch {
      await candidate.close().catch(() => {});
    }
  }
  if (!handle) {
    templateBlob ??= new Blob([await readFile(pgliteTemplateFile())]);
    handle = await openPglite(undefined, templateBlob, await pgliteBinaries());
  }
  return giveBackOnClose(handle);
}

/** `handle` whose close() puts it in `spare` (once), or closes it when it cannot be reused. */
function giveBackOnClose(handle: DatabaseHandle): DatabaseHandle {
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      if (!handle.pglite!.closed && spare.length < MAX_SPARE) spare.push(handle);
      else await handle.close();
    },
  };
}

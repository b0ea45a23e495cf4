/**
 * The `embedded-analyze` job (docs/decisions/0060-a-million-books.md): PGlite runs no autovacuum, so the
 * embedded database's planner statistics stay as they were when a table was empty (right after the
 * migrations and the demo seed) unless someone runs ANALYZE; the browse and search plans chosen from
 * "empty" statistics cost several times more. PostgreSQL's autovacuum does it there, so this does nothing.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/** Runs ANALYZE on the whole embedded (PGlite) database; answers whether it ran (false on PostgreSQL). */
export async function analyzeEmbedded(database: DatabaseHandle): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`ANALYZE`);
  return true;
}

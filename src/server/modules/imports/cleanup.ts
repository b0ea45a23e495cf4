/** The `import-cleanup` job's pass (ADR 0051): imports are kept 24 hours (`expires_at`), then deleted. */
import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';

/**
 * Deletes every import whose `expires_at` is at or before `now`, its rows with it (cascade). Answers how
 * many imports were deleted. Safe to run on several instances at once.
 */
export async function deleteExpiredImports(db: Db, now: Date): Promise<{ deleted: number }> {
  const gone = await db.delete(imports).where(lte(imports.expiresAt, now)).returning({ id: imports.id });
  return { deleted: gone.length };
}

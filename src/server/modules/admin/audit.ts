/**
 * Audited settings writes (ADR 0022): `writeAudited` stores the keys whose value in force changes and logs
 * each (administrator, time, key, old value as stored, new value) in the caller's transaction;
 * `listAudit` answers the newest rows of one group.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { BROCKS_STORAGE_KEYS } from '@/domain/brocks';
import { PLATFORM_SETTING_KEYS } from '@/domain/settings';
import { AUDIT_ROWS_SHOWN, type SettingsAuditRow } from '@/contract/admin';
import type { Db, Tx } from '../../db/client';
import { settingsAudit, users } from '../../db/schema';
import { readSettings, writeSettings } from '../settings';

const GROUP_KEYS = {
  platform: Object.values(PLATFORM_SETTING_KEYS),
  brocks: BROCKS_STORAGE_KEYS,
};

/**
 * Serialises settings writes (one administrator at a time), reads the stored values of `keys` and hands
 * them to `compute`, which answers the values in force before and after; the changed ones are written and
 * audited. Returns the number of changed keys.
 */
export async function writeAudited(
  tx: Tx,
  adminId: number,
  keys: string[],
  compute: (stored: Map<string, string>) => { before: Record<string, string>; after: Record<string, string> },
  now: Date,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hubshelf:settings'))`);
  const stored = await readSettings(tx, keys);
  const { before, after } = compute(stored);
  const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
  if (changed.length === 0) return 0;
  await writeSettings(tx, Object.fromEntries(changed.map((k) => [k, after[k]!])), now);
  await tx.insert(settingsAudit).values(
    changed.map((key) => ({
      adminId,
      key,
      oldValue: stored.get(key) ?? null,
      newValue: after[key]!,
      changedAt: now,
    })),
  );
  return changed.length;
}

/** The newest `AUDIT_ROWS_SHOWN` audit rows of a group, with the administrator's name (null if deleted). */
export async function listAudit(db: Db, group: keyof typeof GROUP_KEYS): Promise<SettingsAuditRow[]> {
  const rows = await db
    .select({
      id: settingsAudit.id,
      key: settingsAudit.key,
      oldValue: settingsAudit.oldValue,
      newValue: settingsAudit.newValue,
      adminName: users.name,
      changedAt: settingsAudit.changedAt,
    })
    .from(settingsAudit)
    .leftJoin(users, eq(users.id, settingsAudit.adminId))
    .where(inArray(settingsAudit.key, GROUP_KEYS[group]))
    .orderBy(desc(settingsAudit.id))
    .limit(AUDIT_ROWS_SHOWN);
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}

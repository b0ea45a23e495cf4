/**
 * Reward definitions (spec 002 §3 "Reward definition", §5, §7 `/api/admin/rewards`; ADR 0022): referral
 * milestones the administrator lists, creates and deletes. Granting is in `milestones.ts`.
 */
import { asc, eq } from 'drizzle-orm';
import type { RewardDefinition, RewardType } from '@/contract/admin';
import type { Db } from '../../db/client';
import { rewardDefinitions } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

type Row = typeof rewardDefinitions.$inferSelect;

const present = (r: Row): RewardDefinition => ({
  id: r.id,
  description: r.description,
  rewardType: r.rewardType as RewardType,
  value: r.value,
  requiredReferrals: r.requiredReferrals,
  requiredBooksPerReferral: r.requiredBooksPerReferral,
  createdAt: r.createdAt.toISOString(),
});

/** Every definition, smallest milestone first. */
export async function listRewards(db: Db): Promise<RewardDefinition[]> {
  const rows = await db
    .select()
    .from(rewardDefinitions)
    .orderBy(
      asc(rewardDefinitions.requiredReferrals),
      asc(rewardDefinitions.requiredBooksPerReferral),
      asc(rewardDefinitions.id),
    );
  return rows.map(present);
}

export interface RewardInput {
  description: string;
  rewardType: RewardType;
  value: number;
  requiredReferrals: number;
  requiredBooksPerReferral: number;
}

/** Creates a definition (validated by the contract's `rewardDefinitionForm`). */
export async function createReward(
  db: Db,
  adminId: number,
  input: RewardInput,
  now: Date,
): Promise<RewardDefinition> {
  const [row] = await db
    .insert(rewardDefinitions)
    .values({ ...input, createdBy: adminId, createdAt: now })
    .returning();
  return present(row);
}

/** Deletes a definition; Brocks already granted for it stay in the ledger. 404 'Reward not found'. */
export async function deleteReward(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(rewardDefinitions)
    .where(eq(rewardDefinitions.id, id))
    .returning({ id: rewardDefinitions.id });
  if (gone.length === 0) throw localizedError(404, 'admin:rewardNotFound');
}

/** Asking to merge a too-small society into an approved one (spec 001 §4.7, §5, §8 merge dialog). */
import { mergeRequestBody } from '@/contract/hubs';
import type { z } from 'zod';
import { hubMergeRequests } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { hubOr404, type DbOrTx } from './lookup';

/**
 * POST /api/societies/merge-request (spec 001 §4.7, §5): stores a pending request to fold a new,
 * too-small society into the approved society `targetSocietyId`. Unknown or unapproved target → 404;
 * a school or office target → 400.
 */
export async function requestMerge(
  db: DbOrTx,
  requesterId: number,
  input: z.output<typeof mergeRequestBody>,
  now: Date,
): Promise<{ message: string; id: number }> {
  const target = await hubOr404(db, input.targetSocietyId);
  if (target.status !== 'approved') throw notFound('Society not found');
  if (target.hubType !== 'society') throw badRequest('Only a society can be chosen for a merge');
  const coords = input.location?.coordinates ?? null;
  const [row] = await db
    .insert(hubMergeRequests)
    .values({
      requestedBy: requesterId,
      targetHubId: target.id,
      newHubName: input.newSocietyName,
      newHubDescription: input.newSocietyDescription || null,
      unitCount: input.apartmentCount,
      city: input.city,
      address: input.location?.address ?? null,
      longitude: coords?.[0] ?? null,
      latitude: coords?.[1] ?? null,
      createdAt: now,
    })
    .returning({ id: hubMergeRequests.id });
  return {
    message: `Your request to merge ${input.newSocietyName} with ${target.name} was sent for approval.`,
    id: row.id,
  };
}

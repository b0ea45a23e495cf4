/** Asking to merge a too-small society into an approved one (spec 001 §4.7, §5, §8 merge dialog). */
import { mergeRequestBody } from '@/contract/hubs';
import type { z } from 'zod';
import { hubMergeRequests } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
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
  lng: Language = DEFAULT_LANGUAGE,
): Promise<{ message: string; id: number }> {
  const target = await hubOr404(db, input.targetSocietyId);
  if (target.status !== 'approved') throw localizedError(404, 'hubs:notFound');
  if (target.hubType !== 'society') throw localizedError(400, 'hubs:mergeSocietyOnly');
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
    message: t('hubs:mergeSent', { newName: input.newSocietyName, name: target.name }, lng),
    id: row.id,
  };
}

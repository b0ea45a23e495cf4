/**
 * Condition photos of a rental's book (docs/decisions/0035-deposit-claims-and-photos.md): either party adds
 * up to 3 at pickup (while the rental is active) and 3 at return (once the return is requested, and while a
 * claim on it is unsettled). An upload is refused before any decoding unless its first bytes are those of a
 * JPEG, PNG or WebP (its size is capped while streaming, in the route); it is then decoded and re-encoded by
 * sharp to a WebP of at most 1600 px a side, auto-rotated, with no metadata, and stored through the file store
 * under a new random key. Only the two parties and administrators see a rental's photos.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type RentalPhoto } from '@/contract/claims';
import { PHOTOS_PER_STAGE, type RENTAL_PHOTO_STAGES } from '@/domain/claims';
import type { Db, Tx } from '../../../db/client';
import { depositClaims, rentalPhotos, rentals, type RentalRow } from '../../../db/schema';
import type { FileStore, StoredFile } from '../../../integrations/storage';
import { localizedError } from '../../../lib/http-error';
import { looksLikePhoto, toPhotoWebp } from '../../../lib/photo-webp';

type Stage = (typeof RENTAL_PHOTO_STAGES)[number];
type Caller = { id: number; isAdmin: boolean };

export { looksLikePhoto, PHOTO_MAX_SIDE_PX } from '../../../lib/photo-webp';

/** The rental's photos as the wire shows them, oldest first. */
export async function photosOf(db: Db | Tx, r: RentalRow): Promise<RentalPhoto[]> {
  const rows = await db
    .select()
    .from(rentalPhotos)
    .where(eq(rentalPhotos.rentalId, r.id))
    .orderBy(asc(rentalPhotos.createdAt), asc(rentalPhotos.id));
  return rows.map((p) => ({
    id: p.id,
    stage: p.stage,
    uploadedBy: p.uploaderId === r.borrowerId ? 'borrower' : 'owner',
    url: `/api/rentals/${r.id}/photos/${p.id}`,
    createdAt: p.createdAt.toISOString(),
  }));
}

async function rentalSeenBy(db: Db | Tx, rentalId: number, caller: Caller, lock = false): Promise<RentalRow> {
  const query = db.select().from(rentals).where(eq(rentals.id, rentalId));
  const [r] = lock ? await query.for('update') : await query;
  if (!r) throw localizedError(404, 'rentals:lifecycle.rentalNotFound');
  if (r.borrowerId !== caller.id && r.lenderId !== caller.id && !caller.isAdmin)
    throw localizedError(403, 'rentals:claims.partiesOnly');
  return r;
}

/** Refuses (409) a photo of `stage` on `r` at this point of its life (see the module comment). */
async function assertStageOpen(tx: Db | Tx, r: RentalRow, stage: Stage): Promise<void> {
  if (stage === 'pickup' && r.status === 'active') return;
  if (stage === 'return' && r.status === 'return_requested') return;
  if (stage === 'return' && r.status === 'completed') {
    const [open] = await tx
      .select({ id: depositClaims.id })
      .from(depositClaims)
      .where(and(eq(depositClaims.rentalId, r.id), inArray(depositClaims.status, ['open', 'disputed'])));
    if (open) return;
  }
  throw localizedError(409, 'rentals:claims.photoWrongTime');
}

async function photosTaken(tx: Db | Tx, r: RentalRow, stage: Stage, uploaderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rentalPhotos)
    .where(
      and(
        eq(rentalPhotos.rentalId, r.id),
        eq(rentalPhotos.stage, stage),
        eq(rentalPhotos.uploaderId, uploaderId),
      ),
    );
  return Number(row.n);
}

/**
 * Refuses `callerId` a photo upload to `rentalId` before its body is read (access before validation,
 * ADR 0006): 404 unknown rental, 403 anyone but the two parties.
 */
export async function assertPhotoParty(db: Db, callerId: number, rentalId: number): Promise<void> {
  await rentalSeenBy(db, rentalId, { id: callerId, isAdmin: false });
}

/**
 * POST /api/rentals/:id/photos: adds `upload` (already size-capped) as `callerId`'s photo of `stage`.
 * Refusals: 404 unknown rental; 403 anyone but the two parties; 400 not a JPEG, PNG or WebP (before
 * decoding) or undecodable; 409 the stage is not open now or the party already added 3 at this stage.
 */
export async function addPhoto(
  deps: { db: Db; files: FileStore; clock: { now(): Date } },
  callerId: number,
  rentalId: number,
  stage: Stage,
  upload: Buffer,
): Promise<RentalPhoto> {
  const before = await rentalSeenBy(deps.db, rentalId, { id: callerId, isAdmin: false });
  await assertStageOpen(deps.db, before, stage);
  if ((await photosTaken(deps.db, before, stage, callerId)) >= PHOTOS_PER_STAGE)
    throw localizedError(409, 'rentals:claims.photoLimit');
  if (!looksLikePhoto(upload)) throw localizedError(400, 'rentals:claims.photoNotImage');
  const webp = await toPhotoWebp(upload, 'rentals:claims.photoNotImage');
  const key = `rental-photos/${randomBytes(16).toString('hex')}.webp`;
  await deps.files.put(key, webp, 'image/webp');
  try {
    return await deps.db.transaction(async (tx) => {
      const r = await rentalSeenBy(tx, rentalId, { id: callerId, isAdmin: false }, true);
      await assertStageOpen(tx, r, stage);
      if ((await photosTaken(tx, r, stage, callerId)) >= PHOTOS_PER_STAGE)
        throw localizedError(409, 'rentals:claims.photoLimit');
      const now = deps.clock.now();
      const [row] = await tx
        .insert(rentalPhotos)
        .values({ rentalId: r.id, stage, uploaderId: callerId, storageKey: key, createdAt: now })
        .returning();
      return (await photosOf(tx, r)).find((p) => p.id === row.id)!;
    });
  } catch (err) {
    await deps.files.delete(key).catch(() => {});
    throw err;
  }
}

/** GET /api/rentals/:id/photos: the parties and administrators; 404 unknown rental, 403 anyone else. */
export async function listPhotos(db: Db, caller: Caller, rentalId: number): Promise<RentalPhoto[]> {
  return photosOf(db, await rentalSeenBy(db, rentalId, caller));
}

/** GET /api/rentals/:id/photos/:photoId: the photo's bytes, for the same people; 404 unknown photo. */
export async function photoFile(
  deps: { db: Db; files: FileStore },
  caller: Caller,
  rentalId: number,
  photoId: number,
): Promise<StoredFile> {
  await rentalSeenBy(deps.db, rentalId, caller);
  const [photo] = await deps.db
    .select()
    .from(rentalPhotos)
    .where(and(eq(rentalPhotos.id, photoId), eq(rentalPhotos.rentalId, rentalId)));
  const file = photo ? await deps.files.get(photo.storageKey) : null;
  if (!file) throw localizedError(404, 'rentals:claims.photoNotFound');
  return file;
}

/**
 * Profile pictures (spec 001 §5 Avatar, §9 "Avatar limit 5MB"; ADR
 * docs/decisions/0020-profile-account-and-storage.md). An upload is decoded by sharp whatever its name or
 * type header, auto-rotated, centre-cropped and re-encoded to a 256 × 256 WebP without metadata, then
 * stored under a new random key. Order: file written, user row updated (on failure the new file is
 * deleted), old picture removed (a failed removal is only logged).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '@/contract/profile';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { FileStore } from '../../integrations/storage';
import { localizedError } from '../../lib/http-error';
import { avatarKeyOf, FILES_PREFIX } from '../../plugins/files';

/** Largest decoded image accepted, in pixels (about 40 megapixels): guards against pixel bombs. */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

/**
 * `input` as a 256 × 256 WebP with no metadata. Throws 400 `Please select a valid image file` when sharp
 * cannot decode it as an image.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw localizedError(400, 'profile:notAnImage');
  }
}

export interface PictureDeps {
  db: Db;
  files: FileStore;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * Replaces `userId`'s picture with `upload` (already size-checked) and returns the new URL
 * (`/files/avatars/{random}.webp`). Nothing is stored when the upload is not an image.
 */
export async function replaceProfilePicture(
  { db, files, log }: PictureDeps,
  userId: number,
  upload: Buffer,
  now: Date,
): Promise<string> {
  const webp = await toAvatarWebp(upload);
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  await files.put(key, webp, 'image/webp');
  let old: string | null;
  try {
    old = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ profilePicture: users.profilePicture })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx
        .update(users)
        .set({ profilePicture: `${FILES_PREFIX}${key}`, updatedAt: now })
        .where(eq(users.id, userId));
      return before?.profilePicture ?? null;
    });
  } catch (err) {
    await files.delete(key).catch(() => {});
    throw err;
  }
  const oldKey = avatarKeyOf(old);
  if (oldKey) {
    await files
      .delete(oldKey)
      .catch((err: unknown) => log.warn({ err, key: oldKey }, 'old picture not removed'));
  }
  return `${FILES_PREFIX}${key}`;
}

/**
 * The condition-photo pipeline (docs/decisions/0035-deposit-claims-and-photos.md, ADR 0050), shared by rental
 * photos and conversation photos: an upload is refused before any decoding unless its first bytes are those of
 * a JPEG, PNG or WebP; it is then decoded and re-encoded by sharp to a WebP of at most 1600 px a side,
 * auto-rotated, with no metadata (EXIF, GPS, ICC comments are dropped).
 */
import sharp from 'sharp';
import { localizedError } from './http-error';
import type { MessageKey } from '../i18n/t';

/** Longest side of a stored photo (px), and the largest decoded image accepted (pixels). */
export const PHOTO_MAX_SIDE_PX = 1600;
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

/** True when `data` starts like a JPEG, PNG or WebP file (the type is sniffed, never taken from headers). */
export function looksLikePhoto(data: Buffer): boolean {
  const jpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

/**
 * `input` as a WebP of at most 1600 px a side, without metadata. Throws 400 `notImageKey` when it does not
 * start like a photo or sharp cannot decode it.
 */
export async function toPhotoWebp(input: Buffer, notImageKey: MessageKey): Promise<Buffer> {
  if (!looksLikePhoto(input)) throw localizedError(400, notImageKey);
  try {
    return await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw localizedError(400, notImageKey);
  }
}

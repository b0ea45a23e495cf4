/**
 * A chosen shelf photo scaled in the browser before sending (ADR 0031): turned upright from its EXIF
 * orientation, long side at most SHELF_UPLOAD_LONG_SIDE px, as a JPEG data URL.
 */

/** Long side (px) of the photo sent for analysis. */
export const SHELF_UPLOAD_LONG_SIDE = 2560;

/** JPEG quality of the sent photo (0–1). */
export const SHELF_UPLOAD_QUALITY = 0.9;

export async function scalePhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, SHELF_UPLOAD_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', SHELF_UPLOAD_QUALITY);
}

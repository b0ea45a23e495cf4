/**
 * What the photo and deposit-claim API tests share: photos made with sharp, a multipart upload through
 * `app.inject()` (the `stage` field, then the `photo` file), and a rental brought to a requested return.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../testing/harness';
import type { lifecycleWorld } from '../lifecycle-test-helpers';
import { postMultipart } from '../../../testing/multipart';

/** A `width` × `height` JPEG carrying camera EXIF (so stripping can be checked). */
export function photoJpeg(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' } })
    .toBuffer();
}

/** Posts `data` as rental `rentalId`'s photo of `stage` as `who`. */
export async function uploadPhoto(
  t: TestApp,
  who: TestUser | null,
  rentalId: number,
  data: Buffer,
  { stage = 'return', type = 'image/jpeg' }: { stage?: string; type?: string } = {},
) {
  const file = { field: 'photo', filename: 'book.jpg', type, data };
  const res = await postMultipart(t, who, `/api/rentals/${rentalId}/photos`, file, { stage });
  return res as { status: number; body: Record<string, unknown> };
}

/** A rental of `w` whose return the borrower has requested (late by `lateDays` × ₹10 a day when given). */
export async function returnedRental(
  t: TestApp,
  w: Awaited<ReturnType<typeof lifecycleWorld>>,
  lateDays = 0,
) {
  const { rental, book } = await w.rent({ dailyFeePaise: 1_000, duration: 7 });
  const DAY = 24 * 60 * 60 * 1000;
  if (lateDays > 0) t.clock.advance(7 * DAY + lateDays * DAY - 60_000);
  const req = await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
  expect(req.status).toBe(200);
  return { rental, book };
}

/** Condition photos of a rental (docs/decisions/0035-deposit-claims-and-photos.md). */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@/contract/claims';
import { type TestUser } from '../../../testing/harness';
import { expectLedgersBalanced } from '../../../testing/transactions';
import { photoJpeg, returnedRental, uploadPhoto } from './claims-test-helpers';
import { lifecycleSuite, t, w } from '../lifecycle-test-helpers';

let admin: TestUser;
lifecycleSuite();
beforeEach(async () => {
  admin = await t.signIn({ name: 'Admin', isAdmin: true });
});

describe('condition photos', () => {
  it('are added by either party, re-encoded as WebP without metadata, and seen only by the parties and administrators', async () => {
    const { rental } = await w.rent();
    const big = await photoJpeg(3200, 2000);
    const mine = await uploadPhoto(t, w.borrower, rental.id, big, { stage: 'pickup' });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ stage: 'pickup', uploadedBy: 'borrower' });
    expect((await uploadPhoto(t, w.owner, rental.id, await photoJpeg(), { stage: 'pickup' })).status).toBe(
      200,
    );
    expect((await uploadPhoto(t, w.stranger, rental.id, await photoJpeg(), { stage: 'pickup' })).status).toBe(
      403,
    );
    expect((await uploadPhoto(t, admin, rental.id, await photoJpeg(), { stage: 'pickup' })).status).toBe(403);
    expect((await uploadPhoto(t, null, rental.id, await photoJpeg(), { stage: 'pickup' })).status).toBe(401);
    expect((await uploadPhoto(t, w.borrower, 999_999, await photoJpeg(), { stage: 'pickup' })).status).toBe(
      404,
    );

    for (const who of [w.borrower, w.owner, admin]) {
      const list = await t.request(who).get(`/api/rentals/${rental.id}/photos`);
      expect(list.status).toBe(200);
      expect(list.body.map((p: { uploadedBy: string }) => p.uploadedBy)).toEqual(['borrower', 'owner']);
    }
    expect((await t.request(w.stranger).get(`/api/rentals/${rental.id}/photos`)).status).toBe(403);
    expect((await t.request(null).get(`/api/rentals/${rental.id}/photos`)).status).toBe(401);

    const url = mine.body.url as string;
    const bytes = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/webp');
    const meta = await sharp(bytes.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const denied = await t.app.inject({ method: 'GET', url, headers: { cookie: w.stranger.cookie } });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await t.request(w.borrower).get(`/api/rentals/${rental.id}/photos/999999`);
    expect(other.status).toBe(404);
    await expectLedgersBalanced(t.db);
  });

  it('refuses non-images and oversized files before processing, a wrong stage, and a 4th photo', async () => {
    const { rental } = await w.rent();
    const text = await uploadPhoto(t, w.owner, rental.id, Buffer.from('just some text, not a picture'), {
      stage: 'pickup',
    });
    expect(text).toMatchObject({ status: 400, body: { message: 'Please choose a JPEG, PNG or WebP photo' } });
    const gif = Buffer.from('GIF89a' + 'x'.repeat(100));
    expect(
      (await uploadPhoto(t, w.owner, rental.id, gif, { stage: 'pickup', type: 'image/gif' })).status,
    ).toBe(400);
    const huge = Buffer.concat([await photoJpeg(), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const tooBig = await uploadPhoto(t, w.owner, rental.id, huge, { stage: 'pickup' });
    expect(tooBig).toMatchObject({ status: 413, body: { message: 'Each photo must be 8 MB or smaller' } });
    const stage = await uploadPhoto(t, w.owner, rental.id, await photoJpeg(), { stage: 'shelf' });
    expect(stage).toMatchObject({ status: 400, body: { message: 'Choose pickup or return' } });
    const early = await uploadPhoto(t, w.owner, rental.id, await photoJpeg(), { stage: 'return' });
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'Photos of this stage cannot be added now' },
    });

    for (let i = 0; i < 3; i++)
      expect((await uploadPhoto(t, w.owner, rental.id, await photoJpeg(), { stage: 'pickup' })).status).toBe(
        200,
      );
    const fourth = await uploadPhoto(t, w.owner, rental.id, await photoJpeg(), { stage: 'pickup' });
    expect(fourth).toMatchObject({
      status: 409,
      body: { message: 'You can add up to 3 photos at pickup and 3 at return' },
    });
    const list = await t.request(w.owner).get(`/api/rentals/${rental.id}/photos`);
    expect(list.body).toHaveLength(3);
    await expectLedgersBalanced(t.db);
  });

  it('takes return photos once the return is requested', async () => {
    const { rental } = await returnedRental(t, w);
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await uploadPhoto(t, w.borrower, rental.id, png, { type: 'image/png' })).status).toBe(200);
    expect((await uploadPhoto(t, w.owner, rental.id, png, { stage: 'pickup' })).status).toBe(409);
    await expectLedgersBalanced(t.db);
  });
});

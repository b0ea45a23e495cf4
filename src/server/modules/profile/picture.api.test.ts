/**
 * Avatar upload and `/files/*` serving (spec 001 §5 Avatar, §9; ADR
 * docs/decisions/0020-profile-account-and-storage.md): size and type refused before anything is stored,
 * accepted images re-encoded to a 256 × 256 WebP without metadata, the old file removed, files served with
 * long-lived cache headers.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/harness';
import { jpegWithGps, uploadPicture } from './profile-test-helpers';

let t: TestApp;
let dataDir: string;
const avatarFiles = async () => readdir(join(dataDir, 'files', 'avatars')).catch(() => [] as string[]);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hubshelf-avatars-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/user/profile-picture', () => {
  it('answers 401 signed out', async () => {
    const res = await uploadPicture(t, null, await jpegWithGps());
    expect(res.status).toBe(401);
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const member = await t.signIn();
    const res = await uploadPicture(t, member, Buffer.alloc(6 * 1024 * 1024, 0xff));
    expect(res).toEqual({ status: 413, body: { message: 'Image size must be less than 5MB' } });
    expect(await avatarFiles()).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row.profilePicture).toBeNull();
  });

  it('refuses a text file named .png with an image type header, and stores nothing', async () => {
    const member = await t.signIn();
    const res = await uploadPicture(t, member, Buffer.from('just some words, not a picture\n'), {
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res).toEqual({ status: 400, body: { message: 'Please select a valid image file' } });
    expect(await avatarFiles()).toEqual([]);
  });

  it('refuses a request without the profilePicture field', async () => {
    const member = await t.signIn();
    const res = await uploadPicture(t, member, await jpegWithGps(), { field: 'picture' });
    expect(res).toEqual({ status: 400, body: { message: 'Please select a valid image file' } });
  });

  it('stores a JPEG with EXIF GPS as a 256 × 256 WebP without metadata, removes the old one, serves it cached', async () => {
    const member = await t.signIn();
    const jpeg = await jpegWithGps();
    const input = await sharp(jpeg).metadata();
    expect(input.format).toBe('jpeg');
    // the EXIF carries a GPS IFD (tag 0x8825, little-endian)
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(jpeg.includes(Buffer.from('PhoneCam'))).toBe(true);
    const first = await uploadPicture(t, member, jpeg);
    expect(first.status).toBe(200);
    expect(first.body.profilePicture).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: first.body.profilePicture! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);

    const me = await t.request(member).get('/api/auth/me');
    expect(me.body.profilePicture).toBe(first.body.profilePicture);

    const second = await uploadPicture(t, member, await jpegWithGps());
    expect(second.status).toBe(200);
    expect(second.body.profilePicture).not.toBe(first.body.profilePicture);
    const gone = await t.app.inject({ method: 'GET', url: first.body.profilePicture! });
    expect(gone.statusCode).toBe(404);
    expect(await avatarFiles()).toEqual([second.body.profilePicture!.split('/').pop()]);
  });
});

describe('GET /files/*', () => {
  it('answers 404 for a missing file and for a key that tries to leave the store', async () => {
    for (const url of [
      '/files/avatars/nothing.webp',
      '/files/..%2F..%2Fsession-secret',
      '/files/avatars/../x.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

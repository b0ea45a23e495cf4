/**
 * The file stores (ADR docs/decisions/0020-profile-account-and-storage.md): the disk store keeps every
 * key inside its folder, and the S3 store round-trips through a local S3-compatible fake.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from './disk';
import { s3Store } from './s3';
import { UnsafeKeyError } from './store';
import { startFakeS3, type FakeS3 } from './testing/fake-s3';

describe('disk store', () => {
  let root: string;
  let outside: string;
  beforeAll(async () => {
    outside = await mkdtemp(join(tmpdir(), 'hubshelf-disk-'));
    root = join(outside, 'files');
    await writeFile(join(outside, 'secret.txt'), 'do not read');
  });
  afterAll(() => rm(outside, { recursive: true, force: true }));

  it('puts, gets and deletes a file by key', async () => {
    const store = diskStore(root);
    await store.put('avatars/abc123.webp', Buffer.from('pic'), 'image/webp');
    expect(await store.get('avatars/abc123.webp')).toEqual({
      data: Buffer.from('pic'),
      contentType: 'image/webp',
    });
    await store.delete('avatars/abc123.webp');
    expect(await store.get('avatars/abc123.webp')).toBeNull();
    await expect(store.delete('avatars/abc123.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../secret.txt',
    'avatars/../../secret.txt',
    '/etc/passwd',
    'avatars\\..\\..\\secret.txt',
    '',
    'avatars/',
    '..',
    'AVATARS/X.webp',
  ])('refuses the key %j, which could leave its folder', async (key) => {
    const store = diskStore(root);
    await expect(store.get(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    // nothing was written beside the store's folder, and the file outside it is untouched
    expect((await readdir(outside)).filter((f) => f !== 'files')).toEqual(['secret.txt']);
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('do not read');
  });
});

describe('S3 store against a local S3-compatible server', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3('hubshelf-test', 'test-key');
  });
  afterAll(() => fake.close());

  const store = () =>
    s3Store({
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });

  it('puts an object with its type, reads it back, and deletes it (path-style)', async () => {
    const s = store();
    await s.put('avatars/s3pic.webp', Buffer.from([1, 2, 3]), 'image/webp');
    expect(fake.objects.get('avatars/s3pic.webp')).toEqual({
      data: Buffer.from([1, 2, 3]),
      contentType: 'image/webp',
    });
    expect(fake.requests.at(-1)).toEqual({ method: 'PUT', path: '/hubshelf-test/avatars/s3pic.webp' });
    expect(await s.get('avatars/s3pic.webp')).toEqual({
      data: Buffer.from([1, 2, 3]),
      contentType: 'image/webp',
    });
    await s.delete('avatars/s3pic.webp');
    expect(fake.objects.has('avatars/s3pic.webp')).toBe(false);
  });

  it('answers null for a missing object', async () => {
    expect(await store().get('avatars/none.webp')).toBeNull();
  });

  it('fails with the service error for wrong keys', async () => {
    const s = s3Store({
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' },
    });
    await expect(s.put('avatars/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(fake.objects.has('avatars/x.webp')).toBe(false);
  });

  it('refuses an unsafe key before any request', async () => {
    const before = fake.requests.length;
    await expect(store().get('../other-bucket/x.webp')).rejects.toBeInstanceOf(UnsafeKeyError);
    expect(fake.requests.length).toBe(before);
  });
});

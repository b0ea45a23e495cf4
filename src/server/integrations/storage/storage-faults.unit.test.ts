/**
 * The file stores when they cannot store (ADR 0055): a full, read-only or unwritable disk and a failing S3
 * service make `put` throw `StorageUnavailableError` carrying the original error, and leave no file, not
 * even a partial one under a temporary name.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore, type DiskIo } from './disk';
import { s3Store } from './s3';
import { StorageUnavailableError, UnsafeKeyError } from './store';
import { startFakeS3, type FakeS3 } from './testing/fake-s3';
import { errnoError, faultyDisk, filesUnder } from './testing/faulty-disk';

const picture = Buffer.alloc(64 * 1024, 7);
const NOBODY = 65534;

/**
 * Runs `write` as the unprivileged user `nobody` when the tests run as root (root writes through chmod
 * 0555), by switching the process's effective uid for the call and back (POSIX seteuid).
 */
async function unprivileged<T>(write: () => Promise<T>): Promise<T> {
  if (process.geteuid?.() !== 0 || !process.seteuid) return write();
  process.seteuid(NOBODY);
  try {
    return await write();
  } finally {
    process.seteuid(0);
  }
}

/** The error `promise` rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the store to refuse'),
    (err: unknown) => err,
  );
}

describe('disk store on a disk that cannot take files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hubshelf-disk-faults-'));
  });
  afterAll(async () => {
    await chmod(dir, 0o755).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  });

  it('on a full disk refuses with the kernel ENOSPC and removes the half-written temporary file', async () => {
    const root = join(dir, 'full');
    const disk = faultyDisk();
    const store = diskStore(root, disk.io);
    await store.put('avatars/kept.webp', Buffer.from('before'), 'image/webp');
    disk.fail('ENOSPC');
    const err = await rejection(store.put('avatars/new.webp', picture, 'image/webp'));
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect((err as StorageUnavailableError).key).toBe('avatars/new.webp');
    expect((err as Error).cause).toMatchObject({ code: 'ENOSPC', syscall: 'write' });
    expect(await filesUnder(root)).toEqual(['avatars/kept.webp']);
    // reads still work while the disk is full
    expect((await store.get('avatars/kept.webp'))?.data).toEqual(Buffer.from('before'));
    disk.heal();
    await store.put('avatars/new.webp', picture, 'image/webp');
    expect((await store.get('avatars/new.webp'))?.data).toEqual(picture);
  });

  it.each(['EROFS', 'EACCES', 'EDQUOT', 'EIO', 'EPERM'])(
    'refuses a write failing with %s and leaves nothing',
    async (code) => {
      const root = join(dir, code.toLowerCase());
      const disk = faultyDisk();
      disk.fail(code);
      const err = await rejection(
        diskStore(root, disk.io).put('rental-photos/a.webp', picture, 'image/webp'),
      );
      expect(err).toBeInstanceOf(StorageUnavailableError);
      expect((err as Error).cause).toMatchObject({ code });
      expect(await filesUnder(root)).toEqual([]);
    },
  );

  it('refuses when the rename into place fails, and removes the temporary file', async () => {
    const root = join(dir, 'rename');
    const disk = faultyDisk();
    const rename: DiskIo['rename'] = async (from) =>
      Promise.reject(errnoError('EROFS', 'rename', String(from)));
    const io = { ...disk.io, rename };
    const err = await rejection(diskStore(root, io).put('avatars/r.webp', picture, 'image/webp'));
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses when its folder is a file (mkdir fails with ENOTDIR)', async () => {
    const notADir = join(dir, 'plain-file');
    await writeFile(notADir, 'not a folder');
    const err = await rejection(diskStore(notADir).put('avatars/x.webp', picture, 'image/webp'));
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect((err as Error).cause).toMatchObject({ code: 'ENOTDIR' });
  });

  it('refuses on a read-only folder (chmod 0555) and leaves nothing', async () => {
    const root = join(dir, 'read-only');
    await mkdir(join(root, 'avatars'), { recursive: true });
    await chmod(dir, 0o755);
    await chmod(root, 0o755);
    await chmod(join(root, 'avatars'), 0o555);
    const err = await rejection(
      unprivileged(() => diskStore(root).put('avatars/ro.webp', picture, 'image/webp')),
    );
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect((err as Error).cause).toMatchObject({ code: 'EACCES' });
    expect(await filesUnder(root)).toEqual([]);
    await chmod(join(root, 'avatars'), 0o755);
  });

  it('passes other errors through unchanged', async () => {
    const disk = faultyDisk();
    disk.fail('EBADF');
    const err = await rejection(
      diskStore(join(dir, 'other'), disk.io).put('a/b.webp', picture, 'image/webp'),
    );
    expect(err).not.toBeInstanceOf(StorageUnavailableError);
    expect(err).toMatchObject({ code: 'EBADF' });
    await expect(diskStore(dir).put('../x.webp', picture, 'image/webp')).rejects.toBeInstanceOf(
      UnsafeKeyError,
    );
  });
});

describe('S3 store when the service fails', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3('hubshelf-faults', 'test-key');
  });
  afterAll(() => fake.close());

  const storeAt = (endpoint: string, accessKeyId = 'test-key') =>
    s3Store({
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey: 'test-secret' },
    });

  it('refuses when the service answers an error, and stores nothing', async () => {
    const err = await rejection(
      storeAt(fake.endpoint, 'someone-else').put('avatars/x.webp', picture, 'image/webp'),
    );
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect(fake.objects.size).toBe(0);
  });

  it('refuses when the service cannot be reached', async () => {
    const closed = await startFakeS3('hubshelf-faults', 'test-key');
    await closed.close();
    const err = await rejection(storeAt(closed.endpoint).put('avatars/y.webp', picture, 'image/webp'));
    expect(err).toBeInstanceOf(StorageUnavailableError);
  }, 20_000);
});

/**
 * Local-disk file store (ADR docs/decisions/0020-profile-account-and-storage.md): files live under
 * `root` (by default `DATA_DIR/files`). Every key is checked twice: by shape (`assertSafeKey`) and by the
 * resolved path, which must stay inside `root`. A file is written to a temporary name and renamed into
 * place, so a reader never sees half a file; when the disk is full or read-only the temporary file is
 * removed and `put` throws `StorageUnavailableError` (ADR 0055).
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  assertSafeKey,
  contentTypeOf,
  StorageUnavailableError,
  UnsafeKeyError,
  type FileStore,
} from './store';

/** The file-system calls the disk store makes; `node:fs/promises` unless a test injects a fault. */
export type DiskIo = Pick<typeof nodeFs, 'mkdir' | 'writeFile' | 'rename' | 'rm' | 'readFile'>;

/** errno codes of a disk that cannot take a file now: full, over quota, read-only, not writable, failing. */
const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'ENOTDIR']);

/** True when `err` is a file-system error meaning the disk cannot store files (see UNAVAILABLE_CODES). */
export function isDiskUnavailable(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && UNAVAILABLE_CODES.has(code);
}

/**
 * A `FileStore` on the folder `root`. `put` throws `UnsafeKeyError` for a key of the wrong shape and
 * `StorageUnavailableError` when the disk refuses the write (ADR 0055), leaving no file behind; other
 * errors pass through unchanged.
 */
export function diskStore(root: string, io: DiskIo = nodeFs): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertSafeKey(key);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new UnsafeKeyError(key);
    return full;
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      const tmp = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await io.mkdir(dirname(file), { recursive: true });
        await io.writeFile(tmp, data);
        await io.rename(tmp, file);
      } catch (err) {
        await io.rm(tmp, { force: true }).catch(() => {});
        if (isDiskUnavailable(err)) throw new StorageUnavailableError(key, err);
        throw err;
      }
    },
    async get(key) {
      try {
        return { data: await io.readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await io.rm(pathOf(key), { force: true });
    },
  };
}

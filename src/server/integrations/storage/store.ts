/**
 * The storage interface for uploaded files (ARCHITECTURE §2 "Files"; ADR
 * docs/decisions/0020-profile-account-and-storage.md): `put`, `get` and `delete` by key. Keys are made by
 * the server (`avatars/{random}.webp`), never taken from a request; `isSafeKey` is the shape every store
 * accepts, so a key can never name a path outside the store.
 */

/** A stored file: its bytes and MIME type. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Writes `data` under `key`, replacing any file there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; no error when it does not exist. */
  delete(key: string): Promise<void>;
}

/** Thrown for a key that is not of the server's own shape (e.g. `../secret`, `/etc/passwd`). */
export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key)}`);
  }
}

/**
 * Thrown by a store's `put` when the store cannot keep the file now (ADR 0055): the disk is full, over
 * quota, read-only, not writable or failing (`ENOSPC`, `EDQUOT`, `EROFS`, `EACCES`, `EPERM`, `EIO`,
 * `ENOTDIR`), or the S3 service refused or could not be reached. Nothing is left under the key. The
 * error handler answers it 507 'Hubshelf cannot store files right now. Please try again later.'; `cause`
 * keeps the original error for the log.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(`File store cannot store ${JSON.stringify(key)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Lower-case folders and a file name with one extension: `avatars/3f2a….webp`. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/;

/** True when `key` has the shape of a key the server makes (no `..`, no leading `/`, no backslash). */
export function isSafeKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** Throws `UnsafeKeyError` unless `isSafeKey(key)`. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};

/** MIME type of a key by its extension; `application/octet-stream` when unknown. */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

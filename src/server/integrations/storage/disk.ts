/**
 * Local-disk file store (ADR docs/decisions/0020-profile-account-and-storage.md): files live under
 * `root` (by default `DATA_DIR/files`). Every key is checked twice: by shape (`assertSafeKey`) and by the
 * resolved path, which must stay inside `root`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertSafeKey, contentTypeOf, UnsafeKeyError, type FileStore } from './store';

export function diskStore(root: string): FileStore {
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
      await mkdir(dirname(file), { recursive: true });
      // written to a temporary name first, so a reader never sees half a file
      const tmp = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

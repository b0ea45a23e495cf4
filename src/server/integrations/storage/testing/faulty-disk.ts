/**
 * A disk that fills up or turns read-only on command, for the storage-fault tests (ADR 0055). Tests run
 * as root here, where `chmod 0555` does not stop a write, so the fault is injected under the real disk
 * store (`diskStore(root, faulty.io)`): while a fault is on, `writeFile` fails, and for `ENOSPC` it first
 * writes half the bytes (a real partial file) and then fails with the kernel's own ENOSPC, got by writing
 * to `/dev/full`. Other codes get an error shaped as Node's (`code`, `errno`, `syscall`, `path`).
 */
import * as fs from 'node:fs/promises';
import { constants } from 'node:os';
import { join } from 'node:path';
import type { DiskIo } from '../disk';

export interface FaultyDisk {
  /** the file-system calls to give `diskStore` */
  io: DiskIo;
  /** From now on writes fail with `code` (e.g. 'ENOSPC', 'EROFS'); the first `afterWrites` still succeed. */
  fail(code: string, afterWrites?: number): void;
  /** Writes succeed again. */
  heal(): void;
}

/** An error as Node's file-system calls throw it: `EROFS: read-only file system, open '/x'`. */
export function errnoError(code: string, syscall: string, path: string): NodeJS.ErrnoException {
  const errno = (constants.errno as Record<string, number>)[code] ?? 0;
  return Object.assign(new Error(`${code}: ${syscall} failed, ${syscall} '${path}'`), {
    code,
    errno: -errno,
    syscall,
    path,
  });
}

/** The kernel's ENOSPC, from a write to `/dev/full`; a Node-shaped one where that device is missing. */
async function diskFullError(path: string): Promise<NodeJS.ErrnoException> {
  try {
    await fs.writeFile('/dev/full', 'x');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOSPC') return err as NodeJS.ErrnoException;
  }
  return errnoError('ENOSPC', 'write', path);
}

/** A disk whose writes work until `fail` is called. */
export function faultyDisk(): FaultyDisk {
  let code: string | null = null;
  let allowed = 0;
  const writeFile: DiskIo['writeFile'] = async (path, data, options) => {
    if (code === null || allowed-- > 0) return fs.writeFile(path, data, options);
    if (code !== 'ENOSPC') throw errnoError(code, 'open', String(path));
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(String(data));
    await fs.writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    throw await diskFullError(String(path));
  };
  return {
    io: { mkdir: fs.mkdir, rename: fs.rename, rm: fs.rm, readFile: fs.readFile, writeFile },
    fail(next, afterWrites = 0) {
      code = next;
      allowed = afterWrites;
    },
    heal() {
      code = null;
    },
  };
}

/** Every file under `dir` (temporary `.part` files too), as sorted paths relative to it; none when absent. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

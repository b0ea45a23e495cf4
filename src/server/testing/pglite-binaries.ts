/**
 * PGlite's WebAssembly module and file-system bundle, compiled and read once per test worker and handed to
 * every PGlite the worker opens (harness.ts), instead of PGlite compiling its 9 MB module anew for each
 * test file's database (docs/decisions/0008-test-databases-and-fresh-clone-fixtures.md).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PGliteOptions } from '@electric-sql/pglite';

export type PgliteBinaries = Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;

let binaries: Promise<PgliteBinaries> | undefined;

/** The compiled `pglite.wasm` and the `pglite.data` bundle of the installed package (cached per process). */
export function pgliteBinaries(): Promise<PgliteBinaries> {
  binaries ??= (async () => {
    const require = createRequire(import.meta.url);
    const [wasm, data] = await Promise.all([
      readFile(require.resolve('@electric-sql/pglite/pglite.wasm')),
      readFile(require.resolve('@electric-sql/pglite/pglite.data')),
    ]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return binaries;
}

/**
 * Shared by the import API tests: the recorded export files beside the tests, a multipart upload of a file
 * through `app.inject()`, and an ISBN list of `n` valid, distinct ISBN-13s.
 */
import { readFileSync } from 'node:fs';
import { isbn13CheckDigit } from '@/domain/books';
import type { TestApp, TestUser } from '../../testing/harness';
import { postMultipart } from '../../testing/multipart';

/** The bytes of a recorded fixture: `fixtures/<name>` beside this file, or the e2e suite's fixture. */
export function fixture(name: string): Buffer {
  const url = name.startsWith('e2e/')
    ? new URL(`../../../../${name}`, import.meta.url)
    : new URL(`./fixtures/${name}`, import.meta.url);
  return readFileSync(url);
}

/** Posts `data` as the multipart field `field` (default `file`) named `filename` to POST /api/imports. */
export async function upload(
  t: TestApp,
  who: TestUser | null,
  data: Buffer,
  { filename = 'library.csv', type = 'text/csv', field = 'file' } = {},
) {
  return postMultipart(t, who, '/api/imports', { field, filename, type, data });
}

/** `n` distinct valid ISBN-13s (978 prefix), in order. */
export function isbns(n: number, from = 100_000_000): string[] {
  return Array.from({ length: n }, (_, i) => {
    const first12 = `978${String(from + i).padStart(9, '0')}`;
    return first12 + isbn13CheckDigit(first12);
  });
}

/** Matches every pending row of import `id` as `who`, calling until none is pending; answers the calls made. */
export async function matchAll(t: TestApp, who: TestUser, id: string): Promise<number> {
  for (let calls = 1; calls <= 200; calls += 1) {
    const res = await t.request(who).post(`/api/imports/${id}/match`);
    if (res.status !== 200) throw new Error(`match answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.counts.pending === 0) return calls;
  }
  throw new Error('matching did not finish');
}

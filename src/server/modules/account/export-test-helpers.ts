/**
 * Test helpers of 'Download my data' (ADR 0052): request the export as raw bytes and open the ZIP with yauzl.
 */
import type { LightMyRequestResponse } from 'fastify';
import yauzl from 'yauzl';
import type { TestApp, TestUser } from '../../testing/harness';

/** POST /api/account/export as `who` (signed out when null); the raw response, bytes in `rawPayload`. */
export function exportZip(
  t: TestApp,
  who: TestUser | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/export',
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  });
}

/** Every entry of the ZIP `zip` by name, read with yauzl (rejects when `zip` is not a valid archive). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

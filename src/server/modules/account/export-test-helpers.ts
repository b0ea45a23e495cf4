/**
 * Test helpers of 'Download my data' (ADR 0052): request the export as raw bytes (open it with
 * `unzip` of src/server/testing/zip.ts).
 */
import type { LightMyRequestResponse } from 'fastify';
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

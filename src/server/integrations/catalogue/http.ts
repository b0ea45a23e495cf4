/**
 * JSON GETs to the public book catalogues with a hard time limit (3 s per provider), so a
 * slow or unreachable catalogue never holds a member's request for long.
 */

/** Time limit of one catalogue request, in ms. */
export const CATALOGUE_TIMEOUT_MS = 3_000;

/** A catalogue did not answer usefully: network error, timeout, non-2xx status or a body that is not JSON. */
export class CatalogueUnavailable extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider} unavailable: ${reason}`);
    this.name = 'CatalogueUnavailable';
  }
}

/**
 * GETs `url` and parses its JSON body. Gives up after `CATALOGUE_TIMEOUT_MS` or when `signal` aborts.
 * Throws `CatalogueUnavailable` on any failure.
 */
export async function fetchCatalogueJson(
  provider: string,
  url: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(CATALOGUE_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Hubshelf/1.0 (community book sharing)' },
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  } catch (err) {
    throw new CatalogueUnavailable(provider, timeout.aborted ? 'timed out' : (err as Error).message);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new CatalogueUnavailable(provider, `status ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new CatalogueUnavailable(provider, timeout.aborted ? 'timed out' : 'invalid JSON');
  }
}

/** `http://` links upgraded to `https://` (catalogue cover links are often plain http). */
export function httpsLink(url: string | undefined | null): string | null {
  if (!url) return null;
  return url.replace(/^http:\/\//i, 'https://');
}

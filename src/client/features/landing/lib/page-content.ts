/**
 * The administrator-edited text of the welcome slides and the landing page (spec 002 §2.1 "Page Content";
 * ADR 0023), fetched by the route loaders in parallel with the page's code (router.tsx), so the page's
 * first render already has it and the built-in text never flashes. Plain `fetch`, no zod and no chunk of
 * its own (ARCHITECTURE §6): this module and the built-in text (`page-defaults.ts`) ship in the entry chunk. A failed or slow answer (over `PAGE_CONTENT_WAIT_MS`) means the built-in text.
 */
import type { PageKey } from '@/contract/content';
import { buildPath } from '@/contract/path';
import { contentPaths } from '@/contract/paths';
import { PAGE_DEFAULTS, withStoredText, type PageText, type StoredPageText } from '@/contract/page-defaults';

/** Longest wait for the text before the page shows its built-in text, in ms. */
export const PAGE_CONTENT_WAIT_MS = 2500;

const loaded = new Map<PageKey, StoredPageText | null>();
const inFlight = new Map<PageKey, Promise<void>>();

async function fetchText(pageKey: PageKey): Promise<StoredPageText | null> {
  try {
    const res = await fetch(buildPath(contentPaths.get.path, { pageKey }), { credentials: 'include' });
    return res.ok ? ((await res.json()) as StoredPageText) : null;
  } catch {
    return null;
  }
}

/** Starts (once per page load) fetching `pageKey`'s text; resolves when it is known or the wait is over. */
export function loadPageText(pageKey: PageKey): Promise<void> {
  let pending = inFlight.get(pageKey);
  if (!pending) {
    const fetched = fetchText(pageKey).then((text) => void loaded.set(pageKey, text));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, PAGE_CONTENT_WAIT_MS));
    pending = Promise.race([fetched, timeout]);
    inFlight.set(pageKey, pending);
  }
  return pending;
}

/** The stored text of `pageKey` if it has arrived, else null (the built-in text). */
export function pageText(pageKey: PageKey): StoredPageText | null {
  return loaded.get(pageKey) ?? null;
}

/** The text to show for `pageKey`: the stored text where set, else the built-in text. */
export function pageTextOrDefault(pageKey: PageKey): PageText {
  return withStoredText(PAGE_DEFAULTS[pageKey], pageText(pageKey));
}

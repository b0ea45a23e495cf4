/**
 * Starts the first screen's downloads early, in parallel with the session check (ADR 0018; ARCHITECTURE
 * §6): on a member-only path such as /browse (a path the signed-out pages answer with the landing page)
 * the code of the shell and of the page; once the session says a member is signed in, the first page of
 * /browse results. The router later finds the code and the data already on their way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { prefetchBrowse } from '@/client/features/books/api/browse-books';
import { nextTask } from '@/client/lib/next-task';

/**
 * Calls the `lazy` loader of every route `path` matches in `routes` (each module is imported once), one
 * route per task (lib/next-task.ts).
 */
async function loadMatchedCode(routes: RouteObject[], path: string): Promise<void> {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    void route.lazy().catch(() => undefined);
    await nextTask();
  }
}

/**
 * Before the session is known: loads the member code for `path` when only members have a page there.
 * `signedOut` and `signedIn` are the two route tables of router.tsx.
 */
export async function preloadMemberCode(
  path: string,
  signedOut: RouteObject[],
  signedIn: RouteObject[],
): Promise<void> {
  const visitorMatch = matchRoutes(signedOut, path)?.at(-1)?.route;
  if (visitorMatch?.path !== '*') return;
  await loadMatchedCode(signedIn, path);
}

/**
 * After the session check found a member: starts the data of a first screen that has a prefetch. The
 * /browse fetch is part of the entry (about 3 kB gzip, no zod), so the request leaves as soon as the
 * session is known instead of after one more chunk (docs/decisions/0041-first-screen-chunks.md).
 */
export function preloadMemberData(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  if (location.pathname !== '/browse') return;
  void prefetchBrowse(queryClient, location.search).catch(() => undefined);
}

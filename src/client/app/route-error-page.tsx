/**
 * Shown when a page fails to load or throws while rendering (for example a code-split chunk that cannot be
 * fetched after a new release or without network): a plain explanation and a Reload button. Renders no
 * landmark of its own: inside the shell it sits in the shell's <main>; at the root it is wrapped in one.
 * It may show before any catalogue has loaded, so its words come from lib/early-text.ts (ADR 0042).
 */
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useEarlyT } from '@/client/lib/early-text';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const earlyT = useEarlyT();
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <title>{earlyT('app:routeError.pageTitle')}</title>
      <TriangleAlert className="text-destructive size-12" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{earlyT('app:routeError.title')}</h1>
      <p className="text-muted-foreground max-w-sm">
        {isChunkLoadError(error) ? earlyT('app:routeError.chunk') : earlyT('app:routeError.crash')}
      </p>
      <Button onClick={() => window.location.reload()}>{earlyT('common:reload')}</Button>
    </div>
  );
}

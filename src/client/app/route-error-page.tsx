/**
 * Shown when a page fails to load or throws while rendering (for example a code-split chunk that cannot be
 * fetched after a new release or without network): a plain explanation and a Reload button. Renders no
 * landmark of its own: inside the shell it sits in the shell's <main>; at the root it is wrapped in one.
 */
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const text = isChunkLoadError(error)
    ? 'This page could not be loaded. Check your connection and try again.'
    : 'Something unexpected happened on this page. Reloading usually fixes it.';
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <title>Something went wrong · Hubshelf</title>
      <TriangleAlert className="text-destructive size-12" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground max-w-sm">{text}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}

/**
 * Shown when a page fails to load or throws while rendering (for example a code-split chunk that cannot be
 * fetched after a new release or without network): a plain explanation and a Reload button. Renders no
 * landmark of its own: inside the shell it sits in the shell's <main>; at the root it is wrapped in one.
 * It may show before any catalogue has loaded, so its English and Hindi words live here (ADR 0042,
 * lib/early-text.ts).
 */
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useEarlyText, type EarlyText } from '@/client/lib/early-text';

export const ROUTE_ERROR_TEXT: EarlyText<{
  title: string;
  pageTitle: string;
  chunk: string;
  crash: string;
  reload: string;
}> = {
  en: {
    title: 'Something went wrong',
    pageTitle: 'Something went wrong · Hubshelf',
    chunk: 'This page could not be loaded. Check your connection and try again.',
    crash: 'Something unexpected happened on this page. Reloading usually fixes it.',
    reload: 'Reload',
  },
  hi: {
    title: 'कुछ गड़बड़ हो गई',
    pageTitle: 'कुछ गड़बड़ हो गई · Hubshelf',
    chunk: 'यह पेज खुल नहीं पाया। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    crash: 'इस पेज पर कुछ अनचाहा हो गया। पेज फिर से लोड करने से अक्सर ठीक हो जाता है।',
    reload: 'फिर से लोड करें',
  },
};

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const text = useEarlyText(ROUTE_ERROR_TEXT);
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <title>{text.pageTitle}</title>
      <TriangleAlert className="text-destructive size-12" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
      <p className="text-muted-foreground max-w-sm">{isChunkLoadError(error) ? text.chunk : text.crash}</p>
      <Button onClick={() => window.location.reload()}>{text.reload}</Button>
    </div>
  );
}

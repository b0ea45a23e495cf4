/**
 * App-wide providers: TanStack Query (the spec's defaults, lib/query-client.ts) and the sonner Toaster (one
 * visible toast, 5000 ms; spec 000 §1, §9). The tooltip provider (700 ms delay, 300 ms skip; spec 000 §9)
 * sits in the signed-in shell, which is code-split; a tooltip outside it brings its own with the same delays.
 *
 * The Toaster is code-split and loaded once the browser is idle after the first page is drawn, off the
 * first load's critical path (ARCHITECTURE §6): sonner shows a toast raised before its Toaster subscribed
 * as soon as it does.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

const Toaster = lazy(() => import('@/client/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's rich success colours (#008a2e on #ecfdf3, 4.3:1) miss WCAG AA contrast in light mode; a darker
 * green on the same background passes (dark mode keeps a light green).
 */
const TOAST_OPTIONS = { classNames: { success: 'text-emerald-800! dark:text-emerald-200!' } };

/** At most this long (ms) after mounting, the deferred content renders even if the browser never idles. */
const IDLE_TIMEOUT_MS = 2000;

/** Renders `children` once the browser is idle after mounting (a short timer where requestIdleCallback is missing). */
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return idle ? children : null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <WhenIdle>
        <Suspense fallback={null}>
          <Toaster toastOptions={TOAST_OPTIONS} />
        </Suspense>
      </WhenIdle>
    </QueryClientProvider>
  );
}

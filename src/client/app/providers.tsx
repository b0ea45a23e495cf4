/**
 * App-wide providers: TanStack Query (the spec's defaults, lib/query-client.ts), Radix tooltips
 * (700 ms delay, 300 ms skip; spec 000 §9) and the sonner Toaster (one visible toast, 5000 ms; spec 000 §1, §9).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/client/components/ui/sonner';
import { TooltipProvider } from '@/client/components/ui/tooltip';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

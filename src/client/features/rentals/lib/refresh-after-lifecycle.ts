/**
 * The queries a return, reminder, extension or fee payment changes (spec 001 §4.1): the rental lists
 * (/api/rentals/borrowed, /lent, /active), the books (/api/books/*: availability), the ledger-backed
 * tiles, and /api/notifications (the bell and the notification centre).
 */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterTransaction } from '@/client/features/payments';

export async function refreshAfterLifecycle(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshAfterTransaction(queryClient),
    queryClient.invalidateQueries({ queryKey: ['/api/notifications'] }),
  ]);
}

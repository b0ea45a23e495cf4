/**
 * Your data (ADR 0052, `src/contract/account.ts`): the member's deletion status, asking for and cancelling a
 * deletion, cancelling by the mailed link, and fetching the export ZIP. Every change writes the answer into
 * the one deletion-status query, so the profile's and home's banners follow at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { accountRoutes, DeletionStatus, RequestDeletionBody } from '@/contract/account';
import { accountPaths } from '@/contract/paths';
import { callPath, openRequest } from '@/client/lib/api';

export const DELETION_KEY = [accountPaths.deletion.path] as const;

/**
 * GET /api/account/deletion: `{ scheduledFor: ISO date | null, hasPassword, blockers[] }`. `fresh` asks
 * again on every mount (the dialog, whose blockers must be current) even when a cached answer exists.
 */
export function useDeletionStatus({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: DELETION_KEY,
    queryFn: () => callPath<typeof accountRoutes.deletion>(accountPaths.deletion),
    refetchOnMount: fresh ? 'always' : true,
  });
}

/**
 * POST /api/account/deletion with the password (none for a Google-only account). Resolves with the new
 * status (scheduled 7 days ahead); rejects with an `ApiError`: 409 `{ message, blockers }`, 403 `{ message }`
 * for a wrong password or a Google sign-in older than 10 minutes.
 */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestDeletionBody) =>
      callPath<typeof accountRoutes.requestDeletion>(accountPaths.requestDeletion, { body }),
    onSuccess: (status: DeletionStatus) => queryClient.setQueryData(DELETION_KEY, status),
  });
}

/** DELETE /api/account/deletion: 'Keep my account'; resolves with the server's `{ message }`. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callPath<typeof accountRoutes.cancelDeletion>(accountPaths.cancelDeletion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELETION_KEY }),
  });
}

/** POST /api/account/deletion/cancel `{ token }` (public, the mailed link); 400 for an invalid link. */
export function useCancelDeletionByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      callPath<typeof accountRoutes.cancelDeletionByLink>(accountPaths.cancelDeletionByLink, {
        body: { token },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELETION_KEY }),
  });
}

/**
 * POST /api/account/export: the member's data as one ZIP `Blob`. Rejects with an `ApiError` (429 after 3
 * exports in a day, with the server's message).
 */
export async function fetchExport(): Promise<Blob> {
  const { method, path } = accountPaths.exportData;
  return (await openRequest(method, path)).blob();
}

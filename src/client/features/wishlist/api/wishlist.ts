/**
 * The wishlist calls (spec 000 §4 "Wishlist toggle", §7 "Wishlist, alerts, reviews"; 001 §2.17):
 * the list, the per-book check (any failure counts as not wishlisted), add (priority 1), change
 * priority or notes, and remove. Every change refreshes the check and the list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wishlistPaths } from '@/contract/paths';
import type { UpdateWishlistBody, wishlistRoutes } from '@/contract/wishlist';
import { DEFAULT_WISHLIST_PRIORITY } from '@/domain/wishlist';
import { callPath } from '@/client/lib/api';

export const wishlistKeys = {
  all: ['/api/wishlist'] as const,
  check: (bookId: number) => ['/api/wishlist/check', bookId] as const,
};

export const wishlistQuery = queryOptions({
  queryKey: wishlistKeys.all,
  queryFn: () => callPath<typeof wishlistRoutes.list>(wishlistPaths.list),
});

export function useWishlist() {
  return useQuery(wishlistQuery);
}

/** Whether `bookId` is on the member's wishlist; a failed check reads false (spec 000 §7). */
export function useWishlistCheck(bookId: number) {
  return useQuery({
    queryKey: wishlistKeys.check(bookId),
    queryFn: async () => {
      try {
        return (await callPath<typeof wishlistRoutes.check>(wishlistPaths.check, { params: { bookId } }))
          .isWishlisted;
      } catch {
        return false;
      }
    },
  });
}

function useRefreshWishlist() {
  const queryClient = useQueryClient();
  return (bookId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: wishlistKeys.check(bookId) }),
      queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
    ]);
}

/** Adds (`wishlisted` false → true) or removes (true → false) the book. */
export function useToggleWishlist(bookId: number) {
  const refresh = useRefreshWishlist();
  return useMutation({
    mutationFn: async (add: boolean) => {
      if (add)
        await callPath<typeof wishlistRoutes.add>(wishlistPaths.add, {
          body: { bookId, priority: DEFAULT_WISHLIST_PRIORITY },
        });
      else await callPath<typeof wishlistRoutes.remove>(wishlistPaths.remove, { params: { bookId } });
      return add;
    },
    onSettled: () => refresh(bookId),
  });
}

/** PATCH /api/wishlist/{bookId}: priority and/or notes. */
export function useUpdateWishlistItem(bookId: number) {
  const refresh = useRefreshWishlist();
  return useMutation({
    mutationFn: (body: UpdateWishlistBody) =>
      callPath<typeof wishlistRoutes.update>(wishlistPaths.update, { params: { bookId }, body }),
    onSuccess: () => refresh(bookId),
  });
}

/** DELETE /api/wishlist/{bookId} from the wishlist page. */
export function useRemoveWishlistItem(bookId: number) {
  const refresh = useRefreshWishlist();
  return useMutation({
    mutationFn: () => callPath<typeof wishlistRoutes.remove>(wishlistPaths.remove, { params: { bookId } }),
    onSuccess: () => refresh(bookId),
  });
}

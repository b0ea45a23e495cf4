/**
 * GET and POST /api/books/{id}/reviews (spec 000 §7 "Wishlist, alerts, reviews"): the review list (a
 * non-OK answer counts as an empty list) and saving the member's review (a second save updates it).
 * Saving refreshes the list and the book (its average rating).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsRoutes, type Review, type SaveReviewBody } from '@/contract/reviews';
import { call } from '@/client/lib/api';

/** Under the book's key, so refreshing `['/api/books']` refreshes reviews too. */
export const reviewKeys = { list: (bookId: number) => ['/api/books', bookId, 'reviews'] as const };

export const reviewsQuery = (bookId: number) =>
  queryOptions({
    queryKey: reviewKeys.list(bookId),
    queryFn: async (): Promise<Review[]> => {
      try {
        return await call(reviewsRoutes.list, { params: { id: bookId } });
      } catch {
        return [];
      }
    },
  });

export function useReviews(bookId: number) {
  return useQuery(reviewsQuery(bookId));
}

export function useSaveReview(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReviewBody) => call(reviewsRoutes.save, { params: { id: bookId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/books', bookId] }),
        queryClient.invalidateQueries({ queryKey: ['/api/books/browse'] }),
      ]),
  });
}

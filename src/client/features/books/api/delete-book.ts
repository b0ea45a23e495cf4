/**
 * DELETE /api/books/{id} (spec 001 §4.6, §7): owner only; refused while the book is lent out. Refreshes
 * the book and hub lists afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksRoutes } from '@/contract/books';
import { call } from '@/client/lib/api';
import { refreshAfterBookChange } from './keys';

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(booksRoutes.remove, { params: { id } }),
    onSuccess: () => refreshAfterBookChange(queryClient),
  });
}

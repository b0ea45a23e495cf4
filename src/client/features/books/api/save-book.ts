/**
 * POST /api/books and PATCH /api/books/{id} (spec 000 §7 "Book creation"). Both refresh the book and
 * hub lists afterwards (spec 000 §7).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksRoutes, type CreateBookBody, type UpdateBookBody } from '@/contract/books';
import { call } from '@/client/lib/api';
import { refreshAfterBookChange } from './keys';

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookBody) => call(booksRoutes.create, { body }),
    onSuccess: () => refreshAfterBookChange(queryClient),
  });
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateBookBody }) =>
      call(booksRoutes.update, { params: { id }, body }),
    onSuccess: () => refreshAfterBookChange(queryClient),
  });
}

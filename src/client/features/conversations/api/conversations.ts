/**
 * The member's conversations (ADR 0050): the Messages list (`GET /api/conversations`), one conversation's
 * details (`GET /api/conversations/:id`) and 'Ask the owner' (`POST /api/books/:id/inquiry`, which opens
 * an inquiry or answers the open one). Errors are `ApiError`s carrying the server's `message`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { conversationsRoutes } from '@/contract/conversations';
import { callPath } from '@/client/lib/api';
import { conversationKeys, conversationsPaths } from './keys';
import { refreshSummaries } from './thread-cache';

/** `GET /api/conversations`: the caller's conversations, newest activity first. */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationKeys.list,
    queryFn: () => callPath<typeof conversationsRoutes.list>(conversationsPaths.list),
  });

export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQuery(), enabled });
}

/** `GET /api/conversations/:id`: the book, the other member and the caller's side. */
export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.details(id),
    queryFn: () => callPath<typeof conversationsRoutes.get>(conversationsPaths.get, { params: { id } }),
  });

/** The conversation's details; `enabled` false while the id is not valid. */
export function useConversation(id: number, enabled: boolean) {
  return useQuery({ ...conversationQuery(id), enabled });
}

/** 'Ask the owner': opens or continues the caller's inquiry about `bookId`; resolves with its details. */
export function useAskOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: number) =>
      callPath<typeof conversationsRoutes.ask>(conversationsPaths.ask, { params: { id: bookId } }),
    onSuccess: (details) => {
      queryClient.setQueryData(conversationKeys.details(details.id), details);
      refreshSummaries(queryClient);
    },
  });
}

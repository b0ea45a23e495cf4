/**
 * A conversation's messages (ADR 0050): the newest page of `GET /api/conversations/:id/messages`, older
 * pages on demand ('Load earlier'), sends and live events, merged by id in one query entry; the read
 * marker (`POST …/read`). A refetch merges the newest page into what is loaded.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HAS_MORE_HEADER } from '@/contract/chat';
import type { conversationsRoutes } from '@/contract/conversations';
import { callPath, callWithHeaders } from '@/client/lib/api';
import { mergeMessages, type ThreadState } from '../lib/merge';
import { conversationKeys, conversationsPaths } from './keys';
import { refreshSummaries } from './thread-cache';

// The chat contract's header name, without its zod schemas.
const HAS_MORE: typeof HAS_MORE_HEADER = 'x-has-more';

async function fetchPage(id: number, before?: number): Promise<ThreadState> {
  const { data, headers } = await callWithHeaders<typeof conversationsRoutes.messages>(
    conversationsPaths.messages,
    { params: { id }, query: { before } },
  );
  return { messages: data, hasMore: headers.get(HAS_MORE) === 'true' };
}

/** The newest page, merged into what is already loaded (live messages, earlier pages). */
export const threadQuery = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: async (): Promise<ThreadState> => {
      const page = await fetchPage(id);
      const loaded = queryClient.getQueryData<ThreadState>(conversationKeys.messages(id));
      if (!loaded) return page;
      return { messages: mergeMessages(loaded.messages, page.messages), hasMore: loaded.hasMore };
    },
  });

/** The conversation's messages; `enabled` false until the conversation itself has loaded. */
export function useThread(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...threadQuery(id, queryClient), enabled });
}

/** Loads the page before the oldest loaded message and merges it in. */
export function useLoadEarlier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oldestId: number) => fetchPage(id, oldestId),
    onSuccess: (page) =>
      queryClient.setQueryData<ThreadState>(conversationKeys.messages(id), (old) => ({
        messages: mergeMessages(old?.messages ?? [], page.messages),
        hasMore: page.hasMore,
      })),
  });
}

/** Moves the caller's read marker to `lastMessageId`, then refreshes the list and the counts. */
export function useMarkConversationRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) =>
      callPath<typeof conversationsRoutes.markRead>(conversationsPaths.markRead, {
        params: { id },
        body: { lastMessageId },
      }),
    onSuccess: () => refreshSummaries(queryClient),
  });
}

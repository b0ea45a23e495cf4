/**
 * A room's messages (spec 001 §2.16; ADR docs/decisions/0019-hub-chat.md): the newest page of
 * `GET /api/societies/{id}/messages`, older pages on demand, sends and live events, all merged by id in
 * one query entry. A refetch (after `chat-reset`) merges the newest page into what is loaded.
 */
import { useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatRoutes, HAS_MORE_HEADER } from '@/contract/chat';
import { call, callWithHeaders } from '@/client/lib/api';
import { mergeMessages, type RoomState } from '../lib/merge';
import { chatKeys } from './keys';
import { addToRoom } from './room-cache';

async function fetchPage(hubId: number, before?: number): Promise<RoomState> {
  const { data, headers } = await callWithHeaders<typeof chatRoutes.list>(chatRoutes.list, {
    params: { id: hubId },
    query: { before },
  });
  return { messages: data, hasMore: headers.get(HAS_MORE_HEADER) === 'true' };
}

export const roomQuery = (hubId: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: chatKeys.room(hubId),
    queryFn: async (): Promise<RoomState> => {
      const page = await fetchPage(hubId);
      const loaded = queryClient.getQueryData<RoomState>(chatKeys.room(hubId));
      if (!loaded) return page;
      return { messages: mergeMessages(loaded.messages, page.messages), hasMore: loaded.hasMore };
    },
  });

/** The room's messages; `enabled` false until the hub id is valid. */
export function useRoom(hubId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...roomQuery(hubId, queryClient), enabled });
}

/** Loads the page before the oldest loaded message and merges it in. */
export function useLoadEarlier(hubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oldestId: number) => fetchPage(hubId, oldestId),
    onSuccess: (page) =>
      queryClient.setQueryData<RoomState>(chatKeys.room(hubId), (old) => ({
        messages: mergeMessages(old?.messages ?? [], page.messages),
        hasMore: page.hasMore,
      })),
  });
}

/**
 * POST a message; the answer joins the room at once (the live copy merges by id). Each message carries an
 * idempotency key (`clientMessageId`, ADR 0037): when a send fails (e.g. the answer was lost) and the member
 * sends the same text again, the same key goes with it, so a message the server did store is not stored twice.
 */
export function useSendMessage(hubId: number) {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ content: string; clientMessageId: string } | null>(null);
  return useMutation({
    mutationFn: (content: string) => {
      const clientMessageId =
        unanswered.current?.content === content ? unanswered.current.clientMessageId : crypto.randomUUID();
      unanswered.current = { content, clientMessageId };
      return call(chatRoutes.send, {
        params: { id: hubId },
        body: { content, messageType: 'text', clientMessageId },
      });
    },
    onSuccess: (message) => {
      unanswered.current = null;
      addToRoom(queryClient, hubId, [message]);
    },
  });
}

/** Moving the read marker of an open room (ADR docs/decisions/0019-hub-chat.md), then refreshing the counts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatRoutes } from '@/contract/chat';
import { call } from '@/client/lib/api';
import { chatKeys } from './keys';

export function useMarkRead(hubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) =>
      call(chatRoutes.markRead, { params: { id: hubId }, body: { lastMessageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
  });
}

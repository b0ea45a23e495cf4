/**
 * Live chat in the browser (ARCHITECTURE §3; ADR docs/decisions/0019-hub-chat.md): `event: chat` on the
 * tab's one notification stream adds the message to its room (merged by id) and refreshes the unread
 * counts; `event: chat-reset` (too much missed) refetches every open room and the counts; `event:
 * conversation` adds a private conversation's message to its thread (ADR 0050).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CHAT_EVENT, CHAT_RESET_EVENT, ChatMessage } from '@/contract/chat';
import type { CONVERSATION_EVENT, ConversationMessage } from '@/contract/conversations';
import { receiveConversationMessage } from '@/client/features/conversations';
import { addStreamListener } from '@/client/features/notifications/api/live-notifications';
import { addToRoom } from './room-cache';
import { chatKeys } from './keys';

// The contract's event names, without loading its zod schemas into the shell.
const CHAT: typeof CHAT_EVENT = 'chat';
const CHAT_RESET: typeof CHAT_RESET_EVENT = 'chat-reset';
const CONVERSATION: typeof CONVERSATION_EVENT = 'conversation';

/** Call once in the signed-in shell; it also listens for private conversations' messages (ADR 0050). */
export function useLiveChat(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshUnread = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    const stopChat = addStreamListener(CHAT, (event) => {
      const message = JSON.parse(event.data) as ChatMessage;
      addToRoom(queryClient, message.society_id, [message]);
      refreshUnread();
    });
    const stopReset = addStreamListener(CHAT_RESET, () => {
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === chatKeys.rooms[0] && q.queryKey[2] === 'messages',
      });
      refreshUnread();
    });
    // a private conversation's message (ADR 0050), worded for this member
    const stopConversation = addStreamListener(CONVERSATION, (event) => {
      receiveConversationMessage(queryClient, JSON.parse(event.data) as ConversationMessage);
    });
    return () => {
      stopConversation();
      stopChat();
      stopReset();
    };
  }, [queryClient]);
}

/**
 * Live conversations in the browser (ADR 0050): `event: conversation` on the tab's one notification
 * stream carries one message, worded for this member; it joins its thread when that is loaded (merged by
 * id) and refreshes the Messages list and the unread count.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CONVERSATION_EVENT, ConversationMessage } from '@/contract/conversations';
import { addStreamListener } from '@/client/features/notifications/api/live-notifications';
import { addToThread, refreshSummaries } from './thread-cache';

// The contract's event name, without loading its zod schemas into the shell.
const CONVERSATION: typeof CONVERSATION_EVENT = 'conversation';

/** Call once in the signed-in shell (the chat feature's `useLiveChat` does). */
export function useLiveConversations(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      addStreamListener(CONVERSATION, (event) => {
        const message = JSON.parse(event.data) as ConversationMessage;
        addToThread(queryClient, message.conversationId, [message]);
        refreshSummaries(queryClient);
      }),
    [queryClient],
  );
}

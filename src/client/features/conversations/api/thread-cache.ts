/**
 * The thread cache entry shared by the conversation page and the live stream (zod-free, so the shell's
 * first load stays small, ARCHITECTURE §6).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ConversationMessage } from '@/contract/conversations';
import { mergeMessages, type ThreadState } from '../lib/merge';
import { conversationKeys } from './keys';

/** Adds `messages` to the conversation's loaded thread (no-op when it was never opened). */
export function addToThread(
  queryClient: QueryClient,
  conversationId: number,
  messages: ConversationMessage[],
): void {
  queryClient.setQueryData<ThreadState>(conversationKeys.messages(conversationId), (old) =>
    old ? { ...old, messages: mergeMessages(old.messages, messages) } : old,
  );
}

/** Refreshes the Messages list and the unread count (after a send, a read, a live message). */
export function refreshSummaries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: conversationKeys.list, exact: true });
  void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
}

/**
 * A message that came live (`event: conversation` of the notification stream, worded for this member):
 * joins its thread when that is loaded, and refreshes the list and the counts. The chat feature's
 * `useLiveChat` listens for the event on the tab's one stream and calls this.
 */
export function receiveConversationMessage(queryClient: QueryClient, message: ConversationMessage): void {
  addToThread(queryClient, message.conversationId, [message]);
  refreshSummaries(queryClient);
}

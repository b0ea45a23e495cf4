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

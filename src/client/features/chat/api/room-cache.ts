/**
 * The room cache entry shared by the room page and the live stream (kept free of zod so the shell's
 * first load stays small, ARCHITECTURE §6).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@/contract/chat';
import { mergeMessages, type RoomState } from '../lib/merge';
import { chatKeys } from './keys';

/** Adds `messages` to the room's loaded list (no-op when the room was never opened). */
export function addToRoom(queryClient: QueryClient, hubId: number, messages: ChatMessage[]): void {
  queryClient.setQueryData<RoomState>(chatKeys.room(hubId), (old) =>
    old ? { ...old, messages: mergeMessages(old.messages, messages) } : old,
  );
}

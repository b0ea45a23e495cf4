/**
 * Merging chat messages from history pages, sends and live events (ADR docs/decisions/0019-hub-chat.md):
 * by id, so a message that arrives twice (a replay after reconnect, a send that also comes live) shows once;
 * the result is sorted oldest first (ids grow with time).
 */
import type { ChatMessage } from '@/contract/chat';

/** The room's loaded history: messages oldest first and whether older ones exist on the server. */
export interface RoomState {
  messages: ChatMessage[];
  hasMore: boolean;
}

/** `a` and `b` merged by id, oldest first; a later copy of a message replaces the earlier. */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

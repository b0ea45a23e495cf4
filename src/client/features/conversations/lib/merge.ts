/**
 * Merging conversation messages from history pages, sends and live events (ADR 0050, as hub chat in
 * ADR 0019): by id, so a message that arrives twice shows once; oldest first (ids grow with time).
 */
import type { ConversationMessage } from '@/contract/conversations';

/** A conversation's loaded history: messages oldest first, and whether older ones exist on the server. */
export interface ThreadState {
  messages: ConversationMessage[];
  hasMore: boolean;
}

/** `a` and `b` merged by id, oldest first; a later copy of a message replaces the earlier. */
export function mergeMessages(
  a: readonly ConversationMessage[],
  b: readonly ConversationMessage[],
): ConversationMessage[] {
  const byId = new Map<number, ConversationMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

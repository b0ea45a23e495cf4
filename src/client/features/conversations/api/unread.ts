/**
 * Unread messages over all the member's conversations (ADR 0050): `GET /api/conversations/unread`, for the
 * Messages tab and, added to hub rooms' count, the bottom-nav Chat badge.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { conversationsRoutes } from '@/contract/conversations';
import { callPath } from '@/client/lib/api';
import { useFirstScreenComplete } from '@/client/lib/first-screen';
import { conversationKeys, conversationsPaths } from './keys';

/** `GET /api/conversations/unread` → `{ unread }`. */
export const conversationsUnreadQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unread,
    queryFn: () => callPath<typeof conversationsRoutes.unread>(conversationsPaths.unread),
  });

/**
 * Unread conversation messages (0 while loading or on failure); asked for once the first screen is
 * complete (lib/first-screen.ts), as the hub rooms' count is.
 */
export function useConversationsUnread(): number {
  const enabled = useFirstScreenComplete();
  const { data } = useQuery({ ...conversationsUnreadQuery(), enabled });
  return data?.unread ?? 0;
}

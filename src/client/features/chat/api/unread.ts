/**
 * Unread chat counts (ADR docs/decisions/0019-hub-chat.md): `GET /api/chat/unread` per hub, their total
 * for the bottom-nav Chat item.
 */
import { useQuery } from '@tanstack/react-query';
import type { chatRoutes } from '@/contract/chat';
import { chatPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { chatKeys } from './keys';

export function useChatUnread() {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: () => callPath<typeof chatRoutes.unread>(chatPaths.unread),
  });
}

/** Sum of unread messages over the member's hubs (0 while loading or on failure). */
export function useChatUnreadTotal(): number {
  const { data } = useChatUnread();
  return (data ?? []).reduce((sum, e) => sum + e.unread, 0);
}

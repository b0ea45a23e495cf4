/**
 * Unread chat counts (ADR docs/decisions/0019-hub-chat.md): `GET /api/chat/unread` per hub, their total
 * for the bottom-nav Chat item.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { chatRoutes } from '@/contract/chat';
import { chatPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { useFirstScreenComplete } from '@/client/lib/first-screen';
import { chatKeys } from './keys';

/** `GET /api/chat/unread`: unread messages per hub. */
const unreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: () => callPath<typeof chatRoutes.unread>(chatPaths.unread),
  });

export function useChatUnread() {
  return useQuery(unreadQuery());
}

/**
 * Sum of unread messages over the member's hubs (0 while loading or on failure), for the bottom-nav
 * badge: asked for once the first screen is complete (lib/first-screen.ts).
 */
export function useChatUnreadTotal(): number {
  const enabled = useFirstScreenComplete();
  const { data } = useQuery({ ...unreadQuery(), enabled });
  return (data ?? []).reduce((sum, e) => sum + e.unread, 0);
}

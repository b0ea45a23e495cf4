/**
 * Blocking (ADR 0050, `src/contract/blocks.ts`): the members the signed-in member blocked, and block or
 * unblock one (both answer 200 with a message even when nothing changed). After a change the blocked list,
 * Browse, and hub chat are fetched again, since the blocked member's books and messages drop out of them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blocksRoutes } from '@/contract/blocks';
import { call } from '@/client/lib/api';

export const BLOCKS_KEY = [blocksRoutes.list.path] as const;

/** Whom the signed-in member blocked, newest first as the server orders it. */
export function useBlockedMembers(enabled = true) {
  return useQuery({ queryKey: BLOCKS_KEY, queryFn: () => call(blocksRoutes.list), enabled });
}

/** Blocks (`block: true`) or unblocks a member by id; resolves with the server's `{ message }`. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, block }: { memberId: number; block: boolean }) =>
      call(block ? blocksRoutes.block : blocksRoutes.unblock, { params: { id: memberId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BLOCKS_KEY });
      // Browse, book lists and hub-chat rooms hide or show the member's books and messages again
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== BLOCKS_KEY[0] });
    },
  });
}

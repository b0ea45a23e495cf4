/**
 * Blocking on the wire (ADR 0050): a member blocks or unblocks another and lists whom they blocked. A block
 * is invisible to the blocked member; blocking twice or unblocking someone not blocked answers 200 all the same.
 */
import { z } from 'zod';
import { defineRoute, idParams, messageBody } from './http';

export const blockedMember = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMember>;

export const blocksRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/blocks', response: z.array(blockedMember) }),
  block: defineRoute({ method: 'PUT', path: '/api/blocks/:id', params: idParams, response: messageBody }),
  unblock: defineRoute({
    method: 'DELETE',
    path: '/api/blocks/:id',
    params: idParams,
    response: messageBody,
  }),
} as const;

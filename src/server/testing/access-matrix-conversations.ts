/**
 * Access-matrix rows of private conversations (ADR 0050; ADR 0038): spread into `ACCESS_MATRIX`. The
 * fixture's conversation is the loan conversation of its rental, between the borrower and the lender; anyone
 * else, administrators included, is answered 404 (a conversation is not theirs to know of). Asking about the
 * owner's book is for the other members of its hub; the owner is refused 403, anyone outside the hub 404.
 * Types only from access-matrix.ts (it imports this file), so the rules are spelled out here.
 */
import type { AccessFixture, Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

const SIGNED_IN: readonly Caller[] = ['member', 'hubMember', 'owner', 'borrower', 'lender', 'admin'];
const PARTIES: readonly Caller[] = ['borrower', 'lender'];
const NEIGHBOURS: readonly Caller[] = ['hubMember', 'borrower', 'lender'];

const conversation = (f: AccessFixture) => ({ id: f.conversationId });
/** Only the conversation's two members; everyone else signed in gets 404. */
const members = (extra: Partial<AccessRule> = {}): AccessRule => ({
  allow: PARTIES,
  denied: 404,
  params: conversation,
  ...extra,
});

export const CONVERSATIONS_ACCESS: Record<string, AccessRule> = {
  'GET /api/conversations': { allow: SIGNED_IN, denied: 403 },
  'GET /api/conversations/unread': { allow: SIGNED_IN, denied: 403 },
  'POST /api/books/:id/inquiry': { allow: NEIGHBOURS, denied: 404, deniedTo: { owner: 403 } },
  'GET /api/conversations/:id': members(),
  'GET /api/conversations/:id/messages': members({ query: () => ({}) }),
  'POST /api/conversations/:id/messages': members(),
  // not multipart: the members pass the access check and get 400
  'POST /api/conversations/:id/photo-messages': members(),
  'GET /api/conversations/:id/photos/:photoId': members({
    params: (f) => ({ id: f.conversationId, photoId: 1 }),
  }),
  'POST /api/conversations/:id/read': members(),
};

/**
 * Access-matrix rows of reports, moderation and blocking (ADR 0050; ADR 0038), spread into `ACCESS_MATRIX`.
 * Any signed-in member reports (the owner reporting their own book is answered 400, which is allowed) and
 * blocks (the blocked id is the `member` caller, so that caller blocking themselves gets 400); the queue,
 * a report's details and the decision are for administrators only.
 */
import { CALLERS, type Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

// Defined here rather than imported: access-matrix.ts imports this file, so its values are not ready yet.
const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'signedOut');
const ADMIN: readonly Caller[] = ['admin'];
const rule = (allow: readonly Caller[], extra: Partial<Omit<AccessRule, 'allow'>> = {}): AccessRule => ({
  allow,
  denied: 403,
  ...extra,
});

/** A member to block: the fixture's hub-less member. */
const blocked = { params: (f: { users: { member: { id: number } } }) => ({ id: f.users.member.id }) };

export const SAFETY_ACCESS: Record<string, AccessRule> = {
  'POST /api/reports': rule(SIGNED_IN, {
    body: (f) => ({ targetKind: 'book', targetId: f.bookId, category: 'other' }),
  }),
  'GET /api/admin/reports': rule(ADMIN),
  'GET /api/admin/reports/:id': rule(ADMIN, { params: () => ({ id: 1 }) }),
  'POST /api/admin/reports/:id/decision': rule(ADMIN, {
    params: () => ({ id: 1 }),
    body: () => ({ decision: 'dismiss' }),
  }),
  'GET /api/blocks': rule(SIGNED_IN),
  'PUT /api/blocks/:id': rule(SIGNED_IN, blocked),
  'DELETE /api/blocks/:id': rule(SIGNED_IN, blocked),
};

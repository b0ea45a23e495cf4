/**
 * Access-matrix rows of hand-over windows and agreed times (docs/decisions/0050-conversations-and-safety.md;
 * ADR 0038): any signed-in member keeps their own windows; only the two parties of a rental read, pick,
 * propose or accept its hand-over time (anyone else 403, signed out 401). Spread into `ACCESS_MATRIX`.
 */
import type { Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

const SIGNED_IN: readonly Caller[] = ['member', 'hubMember', 'owner', 'borrower', 'lender', 'admin'];
const PARTIES: readonly Caller[] = ['borrower', 'lender'];

/** A rule whose other signed-in callers get 403. */
const rule = (allow: readonly Caller[], extra: Partial<Omit<AccessRule, 'allow'>> = {}): AccessRule => ({
  allow,
  denied: 403,
  ...extra,
});

export const HANDOVER_TIME_ACCESS: Record<string, AccessRule> = {
  'GET /api/profile/handover-windows': rule(SIGNED_IN),
  'PUT /api/profile/handover-windows': rule(SIGNED_IN, {
    body: () => ({ windows: [{ weekday: 6, fromMinute: 600, toMinute: 720 }] }),
  }),
  'GET /api/rentals/:id/handover-time': rule(PARTIES),
  'POST /api/rentals/:id/handover-time': rule(PARTIES, {
    body: () => ({ startsAt: '2099-01-03T10:00:00.000Z' }),
  }),
  'POST /api/rentals/:id/handover-time/accept': rule(PARTIES),
};

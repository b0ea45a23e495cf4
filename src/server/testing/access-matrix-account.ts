/**
 * Access-matrix rows of 'Your data' and account deletion (ADR 0052; ADR 0038), spread into `ACCESS_MATRIX`.
 * Any signed-in member downloads their own data (each caller calls once, well within the 3 exports a day)
 * and may see, ask for and cancel their own deletion; the matrix asks with a wrong password, so each caller
 * is answered 403 'That password is not right.' and nobody's account is scheduled. The mailed link's cancel
 * is public: a token that is no deletion's is answered 400.
 */
import { CALLERS, type Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

// Defined here rather than imported: access-matrix.ts imports this file, so its values are not ready yet.
const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'signedOut');
const rule = (allow: readonly Caller[], extra: Partial<Omit<AccessRule, 'allow'>> = {}): AccessRule => ({
  allow,
  denied: 403,
  ...extra,
});

export const ACCOUNT_ACCESS: Record<string, AccessRule> = {
  'POST /api/account/export': rule(SIGNED_IN),
  'GET /api/account/deletion': rule(SIGNED_IN),
  'POST /api/account/deletion': rule(SIGNED_IN, {
    answers: [403],
    body: () => ({ password: 'not-the-password' }),
  }),
  'DELETE /api/account/deletion': rule(SIGNED_IN),
  'POST /api/account/deletion/cancel': rule(CALLERS, {
    answers: [400],
    body: () => ({ token: '0'.repeat(64) }),
  }),
};

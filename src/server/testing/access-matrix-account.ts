/**
 * Access-matrix rows of 'Your data' (ADR 0052), spread into `ACCESS_MATRIX`: any signed-in member downloads
 * their own data (each caller calls once, well within the 3 exports a day); signed out gets 401.
 */
import { CALLERS, type Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

// Defined here rather than imported: access-matrix.ts imports this file, so its values are not ready yet.
const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'signedOut');

export const ACCOUNT_ACCESS: Record<string, AccessRule> = {
  'POST /api/account/export': { allow: SIGNED_IN, denied: 403 },
};

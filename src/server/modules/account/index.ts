/**
 * The account area's public face (ADR 0052): what other modules and the jobs call. Signing in cancels a
 * pending deletion (`cancelPendingDeletion`, called where sessions start in `auth/sign-in.ts`); the
 * `account-erasure` job runs `runErasurePass`.
 */
export { cancelPendingDeletion, type CancelledBy } from './deletion';
export { deletionBlockers } from './deletion-blockers';
export { runErasurePass, type ErasureDeps, type ErasureResult } from './erasure';

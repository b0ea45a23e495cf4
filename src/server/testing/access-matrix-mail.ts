/**
 * Access-matrix rows of failed mail (docs/decisions/0056-mail-faults.md; ADR 0038), spread into
 * `ACCESS_MATRIX`: administrators only. The fixture has no failed mail, so 'Try again' answers the
 * administrator 404. Types only from access-matrix.ts (it imports this file).
 */
import type { Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

const ADMIN: readonly Caller[] = ['admin'];

export const MAIL_ACCESS: Record<string, AccessRule> = {
  'GET /api/admin/mail/failed': { allow: ADMIN, denied: 403 },
  'POST /api/admin/mail/failed/:id/retry': {
    allow: ADMIN,
    denied: 403,
    params: () => ({ id: 1 }),
    answers: [404],
  },
};

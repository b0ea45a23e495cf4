/**
 * A member's reliability as a borrower on the wire (docs/decisions/0036-return-code-and-reliability.md):
 * shown to the member and to members who lend to them, never used to block anything.
 */
import { z } from 'zod';
import { defineRoute, idParams } from '../http';

/** `GET /api/users/:id/reliability` */
export const reliability = z.object({
  userId: z.number().int(),
  /** completed rentals as a borrower */
  completedRentals: z.number().int(),
  /** of those, returned (return requested) on or before the due date */
  returnedOnTime: z.number().int(),
  /** returnedOnTime / completedRentals as a whole percentage, null with no completed rental */
  onTimePercent: z.number().int().nullable(),
  /** completed rentals whose deposit claim was upheld */
  upheldClaims: z.number().int(),
  /** no completed rental yet: shown as 'New borrower' */
  isNewBorrower: z.boolean(),
});
export type Reliability = z.infer<typeof reliability>;

export const reliabilityRoutes = {
  reliability: defineRoute({
    method: 'GET',
    path: '/api/users/:id/reliability',
    params: idParams,
    response: reliability,
    summary: 'A member’s record as a borrower (the member or someone who lends to them)',
  }),
} as const;

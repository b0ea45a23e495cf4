/**
 * Availability alerts wire format and texts (spec 000 §2 "Availability alert", §7 "GET/POST/DELETE
 * /api/books/{bookId}/availability-alert", §8; docs/decisions/0025-availability-alerts-hold-queue.md).
 * An alert is a place in the book's holds queue; dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { defineRoute, idParams } from './http';
import { alertsPaths } from './paths';

/** GET answer: whether the caller is in the book's queue, their 1-based place (the holder is #1), and their hold's end. */
export const alertStatus = z.object({
  hasAlert: z.boolean(),
  position: z.number().int().positive().nullable(),
  holdExpiresAt: z.string().nullable(),
});
export type AlertStatus = z.infer<typeof alertStatus>;

export const alertsRoutes = {
  get: defineRoute({ ...alertsPaths.get, params: idParams, response: alertStatus }),
  set: defineRoute({ ...alertsPaths.set, params: idParams, response: alertStatus }),
  remove: defineRoute({ ...alertsPaths.remove, params: idParams, response: alertStatus }),
} as const;

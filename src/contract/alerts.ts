/**
 * Availability alerts wire format and texts (spec 000 §2 "Availability alert", §7 "GET/POST/DELETE
 * /api/books/{bookId}/availability-alert", §8; docs/decisions/0025-availability-alerts-hold-queue.md).
 * An alert is a place in the book's holds queue; dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { holdTimeText } from '@/domain/holds';
import { defineRoute, idParams } from './http';
import { alertsPaths } from './paths';

/** Every user-facing text of alerts and holds, word for word where the spec gives it (000 §8). */
export const ALERT_MESSAGES = {
  notifyMe: 'Notify Me',
  cancelAlert: 'Cancel Alert',
  setTitle: 'Alert Set!',
  setText: (title: string) => `You'll be notified when "${title}" becomes available.`,
  removedTitle: 'Alert Removed',
  removedText: (title: string) => `You'll no longer be notified about "${title}".`,
  errorTitle: 'Error',
  setFailed: 'Failed to set availability alert',
  removeFailed: 'Failed to remove availability alert',
  ownBook: 'You cannot set an alert on your own book',
  available: 'This book is available now, so there is nothing to wait for',
  /** the 409 of a borrow or buy while another member holds the book */
  reserved: (until: Date) => `This book is reserved for another member until ${holdTimeText(until)}`,
  reservedBadge: 'Reserved',
  inLine: (position: number) => `You are #${position} in line`,
  reservedForYou: (until: string) => `Reserved for you until ${until}`,
  reservedUntil: (until: string) => `Reserved until ${until}`,
  notificationTitle: 'Book Available',
  notificationText: (title: string, until: Date) =>
    `"${title}" is available again and reserved for you until ${holdTimeText(until)}. Borrow it before then, or it passes to the next member in line.`,
  borrowNow: 'Borrow Now',
} as const;

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

/**
 * Notifications (spec 002 §2.2, §3, §7). `data` is a JSON string whose fields depend on `type`
 * (spec 002 §3 "Data by type"); the client parses it.
 */
import { z } from 'zod';
import { defineRoute, idParams, messageBody } from './http';
import { notificationsPaths } from './paths';

export const NOTIFICATION_TYPES = [
  'extension_request',
  'extension_approved',
  'extension_declined',
  'return_request',
  'return_confirmed',
  'payment_received',
  'book_returned',
  'society_request',
  'society_approved',
  'society_rejected',
  'due_soon',
  'overdue',
  'reminder',
  'book_available',
  'badge_earned',
  'pickup_confirmed',
  'rental_cancelled',
  'deposit_claim',
  'deposit_claim_settled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notification = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  data: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const respondSocietyBody = z.object({
  approved: z.boolean(),
  reason: z.string().trim().max(500).optional().nullable(),
});

export const notificationsRoutes = {
  list: defineRoute({ ...notificationsPaths.list, response: z.array(notification) }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/notifications/:id/mark-read',
    params: idParams,
    response: messageBody,
  }),
  respondSociety: defineRoute({
    method: 'POST',
    path: '/api/notifications/:id/respond-society',
    params: idParams,
    body: respondSocietyBody,
    response: messageBody,
  }),
} as const;

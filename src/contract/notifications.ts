/**
 * Notifications (spec 002 §2.2, §3, §7). `data` is a JSON string whose fields depend on `type`
 * (spec 002 §3 "Data by type"); the client parses it.
 */
import { z } from 'zod';
import { defineRoute, idParams, messageBody } from './http';
import { notificationsPaths } from './paths';

// The types live with their notice catalogue (mail, push, category): src/domain/notices.ts.
export { NOTIFICATION_TYPES, type NotificationType } from '@/domain/notices';

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

export const respondHubRequestBody = z.object({
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
  respondHubRequest: defineRoute({
    method: 'POST',
    path: '/api/notifications/:id/respond-society',
    params: idParams,
    body: respondHubRequestBody,
    response: messageBody,
  }),
} as const;

/**
 * The conversations area's routes by method and path, and its query keys (ADR 0050). The paths are kept
 * here without the contract's zod schemas, because the shell (the bottom-nav badge, the live stream) uses
 * them on the first load (ARCHITECTURE §6); `keys.test.ts` checks they match `conversationsRoutes`.
 */
import type { RoutePath } from '@/contract/path';

export const conversationsPaths = {
  list: { method: 'GET', path: '/api/conversations' },
  unread: { method: 'GET', path: '/api/conversations/unread' },
  ask: { method: 'POST', path: '/api/books/:id/inquiry' },
  get: { method: 'GET', path: '/api/conversations/:id' },
  messages: { method: 'GET', path: '/api/conversations/:id/messages' },
  send: { method: 'POST', path: '/api/conversations/:id/messages' },
  sendPhotos: { method: 'POST', path: '/api/conversations/:id/photo-messages' },
  markRead: { method: 'POST', path: '/api/conversations/:id/read' },
} as const satisfies Record<string, RoutePath>;

/** Query keys; each starts with the API path. Invalidate `list` with `exact: true`. */
export const conversationKeys = {
  list: ['/api/conversations'] as const,
  unread: ['/api/conversations/unread'] as const,
  details: (id: number) => ['/api/conversations', id] as const,
  messages: (id: number) => ['/api/conversations', id, 'messages'] as const,
};

/**
 * Chat feature (spec 001 §2.16; ADR docs/decisions/0019-hub-chat.md): what the shell uses. Pages are loaded
 * lazily by the router.
 */
export { useLiveChat } from './api/live-chat';
export { useChatUnreadTotal } from './api/unread';

/**
 * Conversations feature (ADR 0050): private conversations between two members about one book. What other
 * features use: the Messages tab of /chat, 'Ask the owner' for Book Details, the rental cards' 'Message'
 * link, the conversation header (with its `menu` and `aside` slots), the unread count for the Chat badge and
 * what a live message does (the chat feature listens on the stream). The conversation page is loaded lazily by the router. Zod-free: the shell imports it.
 */
export { receiveConversationMessage } from './api/thread-cache';
export { useConversationsUnread } from './api/unread';
export { conversationKeys } from './api/keys';
export { AskOwnerButton } from './components/ask-owner-button';
export { ConversationList } from './components/conversation-list';
export { ConversationHeader, type ConversationHeaderProps } from './components/conversation-header';
export { RentalMessageLink } from './components/rental-message-link';

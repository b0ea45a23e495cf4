/**
 * The conversations module's public face (ADR 0050): what the rentals and purchases areas call inside their
 * transactions, the reads other modules may need, and the use cases the demo seed drives. Routes register through ./routes.ts.
 */
export {
  addLoanEvent,
  openLoanConversation,
  type LoanConversationInput,
  type LoanEventInput,
} from './loan-conversation';
export { unreadTotal as conversationUnreadTotal } from './list-conversations';
export { askOwner } from './ask-owner';
export { markConversationRead } from './mark-read';
export { storeMessage } from './send-message';
export { CONVERSATION_CHANNEL } from './send-message';
export { CONVERSATION_PRESENCE_MS, MAIL_GAP_NOTE } from './message-notice';
export type { EventData as ConversationEventData } from './wording';

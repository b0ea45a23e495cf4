/**
 * Wire objects for the conversations feature's client tests (ADR 0050): a conversation's details and its
 * messages as the API answers them. Test-only: imported by *.test.tsx files, never by the app.
 */
import type { ConversationDetails, ConversationMessage } from '@/contract/conversations';

/** A text message from member 9 in conversation 5, changed by `overrides`. */
export function testMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 1,
    conversationId: 5,
    senderId: 9,
    messageType: 'text',
    content: 'Is it the hardback?',
    event: null,
    photos: [],
    hidden: false,
    clientMessageId: null,
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** Member 7 asking member 9 about 'The Guide', changed by `overrides`. */
export function testConversation(overrides: Partial<ConversationDetails> = {}): ConversationDetails {
  return {
    id: 5,
    kind: 'inquiry',
    role: 'member',
    book: {
      id: 3,
      title: 'The Guide',
      author: 'R. K. Narayan',
      imageUrl: null,
      dailyFee: 12.5,
      sellingPrice: null,
      isAvailable: true,
    },
    other: { id: 9, name: 'Ravi Kumar', picture: null },
    rentalId: null,
    purchaseId: null,
    lastReadMessageId: 0,
    createdAt: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

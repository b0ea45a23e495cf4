import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import type { ThreadState } from '../lib/merge';
import { testMessage } from '../lib/test-messages';
import { conversationKeys } from './keys';
import { receiveConversationMessage } from './thread-cache';

describe('receiveConversationMessage (a live message)', () => {
  it('joins a loaded thread once, in id order, and marks the list and the count for refetch', () => {
    const client = createQueryClient();
    client.setQueryData<ThreadState>(conversationKeys.messages(5), {
      messages: [testMessage({ id: 1 }), testMessage({ id: 3 })],
      hasMore: true,
    });
    client.setQueryData(conversationKeys.list, []);
    client.setQueryData(conversationKeys.unread, { unread: 0 });
    receiveConversationMessage(client, testMessage({ id: 2, content: 'live' }));
    receiveConversationMessage(client, testMessage({ id: 2, content: 'live' }));
    const thread = client.getQueryData<ThreadState>(conversationKeys.messages(5))!;
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(thread.hasMore).toBe(true);
    expect(client.getQueryState(conversationKeys.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(conversationKeys.unread)?.isInvalidated).toBe(true);
  });

  it('leaves a thread that was never opened alone', () => {
    const client = createQueryClient();
    receiveConversationMessage(client, testMessage({ conversationId: 8 }));
    expect(client.getQueryData(conversationKeys.messages(8))).toBeUndefined();
  });
});

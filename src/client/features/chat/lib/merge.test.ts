import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/contract/chat';
import { mergeMessages } from './merge';

const msg = (id: number, content = `m${id}`): ChatMessage => ({
  id,
  society_id: 1,
  sender_id: 2,
  sender_name: 'Asha',
  sender_picture: null,
  content,
  created_at: '2026-11-21T10:00:00.000Z',
  messageType: 'text',
});

describe('mergeMessages', () => {
  it('keeps one copy of a message that arrives twice and sorts oldest first', () => {
    const merged = mergeMessages([msg(3), msg(5)], [msg(5), msg(4), msg(1)]);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5]);
  });

  it('loses nothing from either side', () => {
    expect(mergeMessages([msg(1)], []).map((m) => m.id)).toEqual([1]);
    expect(mergeMessages([], [msg(2)]).map((m) => m.id)).toEqual([2]);
  });

  it('takes the later copy of a message', () => {
    expect(mergeMessages([msg(1, 'old')], [msg(1, 'new')])[0]!.content).toBe('new');
  });
});

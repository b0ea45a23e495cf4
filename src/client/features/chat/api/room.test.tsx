/** Sending a chat message with its idempotency key (ADR 0037): a re-send after a failure reuses the key. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, sentBody } from '@/client/lib/testing';
import { useSendMessage } from './room';

const message = (content: string) => ({
  id: 7,
  sender_id: 1,
  sender_name: 'Asha',
  sender_picture: null,
  content,
  message_type: 'text',
  created_at: '2026-11-24T10:00:00.000Z',
});

function renderSend() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSendMessage(3), { wrapper });
}

const keyOf = (mock: ReturnType<typeof fakeServer>, index: number) =>
  (sentBody(mock, index) as { clientMessageId: string }).clientMessageId;

describe('useSendMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same text again with the same key after a failure, and a new key for the next message', async () => {
    let fail = true;
    const mock = fakeServer({
      'POST /api/societies/3/messages': (init) => {
        if (fail) return { status: 503, body: { message: 'Hubshelf is briefly unavailable.' } };
        return { status: 201, body: message(JSON.parse(String(init?.body)).content as string) };
      },
    });
    const { result } = renderSend();
    await act(() => result.current.mutateAsync('Who has Godan?').catch(() => undefined));
    fail = false;
    await act(() => result.current.mutateAsync('Who has Godan?'));
    await act(() => result.current.mutateAsync('Thanks!'));

    expect(keyOf(mock, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(mock, 1)).toBe(keyOf(mock, 0));
    expect(keyOf(mock, 2)).not.toBe(keyOf(mock, 0));
  });

  it('uses a new key when the member changes the text before sending again', async () => {
    const mock = fakeServer({ 'POST /api/societies/3/messages': { status: 503, body: { message: 'x' } } });
    const { result } = renderSend();
    await act(() => result.current.mutateAsync('Helo').catch(() => undefined));
    await act(() => result.current.mutateAsync('Hello').catch(() => undefined));
    expect(keyOf(mock, 1)).not.toBe(keyOf(mock, 0));
  });
});

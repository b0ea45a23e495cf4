import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnreadNotificationCount } from '@/client/features/notifications/api/unread-count';
import { awaitFirstScreen, markFirstScreenComplete, useFirstScreenComplete } from './first-screen';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { fakeServer } from './testing';

afterEach(() => {
  markFirstScreenComplete();
  vi.unstubAllGlobals();
});

describe('calls the first screen does not need wait for it', () => {
  it('counts as complete until a first screen is announced, then until it is marked complete', () => {
    const { result } = renderHook(() => useFirstScreenComplete());
    expect(result.current).toBe(true);
    act(() => awaitFirstScreen());
    const later = renderHook(() => useFirstScreenComplete());
    expect(later.result.current).toBe(false);
    act(() => markFirstScreenComplete());
    expect(later.result.current).toBe(true);
  });

  it('the bell asks for the notifications only once the first screen is complete', async () => {
    const fetch = fakeServer({ 'GET /api/notifications': { status: 200, body: [{ id: 1, isRead: false }] } });
    awaitFirstScreen();
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useUnreadNotificationCount(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
    act(() => markFirstScreenComplete());
    await waitFor(() => expect(result.current).toBe(1));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/notifications');
  });
});

import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARDS_PER_IDLE_STEP, FIRST_SCREEN_CARDS, useProgressiveCount } from './use-progressive-count';

/** A requestIdleCallback whose callbacks run when the test says the browser is idle. */
function idleBrowser() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => {
    waiting.set(next, cb);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    pending: () => waiting.size,
    idle: () =>
      act(() => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const cb of callbacks) cb({ didTimeout: false, timeRemaining: () => 50 });
      }),
  };
}

// unmount while the stubs are still there (their cleanup cancels the pending idle callback)
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useProgressiveCount (the first screen renders a few cards, the rest when idle)', () => {
  it('shows four cards at first, then two more at each idle moment until all twenty are shown', () => {
    const browser = idleBrowser();
    const { result } = renderHook(() => useProgressiveCount(20));
    expect(FIRST_SCREEN_CARDS).toBe(4);
    expect(CARDS_PER_IDLE_STEP).toBe(2);
    expect(result.current).toBe(4);
    browser.idle();
    expect(result.current).toBe(6);
    const seen = [result.current];
    while (browser.pending()) {
      browser.idle();
      seen.push(result.current);
    }
    expect(seen).toEqual([6, 8, 10, 12, 14, 16, 18, 20]);
  });

  it('reveals a next page the same way, and never more than there are', () => {
    const browser = idleBrowser();
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    expect(browser.pending()).toBe(0);
    rerender({ total: 23 });
    expect(result.current).toBe(4);
    browser.idle();
    expect(result.current).toBe(6);
  });

  it('renders everything at once where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useProgressiveCount(20));
    expect(result.current).toBe(20);
  });
});

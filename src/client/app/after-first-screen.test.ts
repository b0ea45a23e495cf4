import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, queriesSettled, SETTLE_TIMEOUT_MS } from './after-first-screen';

/** A query whose answer the test releases by calling the returned function. */
function pendingQuery(queryClient: QueryClient, key: string): () => void {
  let release = () => {};
  const answer = new Promise<string>((resolve) => (release = () => resolve(key)));
  void queryClient.fetchQuery({ queryKey: [key], queryFn: () => answer });
  return release;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the work only after the first screen’s queries have answered', async () => {
    const queryClient = new QueryClient();
    const release = pendingQuery(queryClient, '/api/books/browse');
    const work = vi.fn();
    const done = afterFirstScreen(queryClient, work);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the idle fallback timer
    expect(work).not.toHaveBeenCalled();
    release();
    await done;
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a query that never answers longer than the settle timeout', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    pendingQuery(queryClient, '/api/never');
    let settled = false;
    void queriesSettled(queryClient).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('resolves at once when nothing is fetching', async () => {
    let settled = false;
    void queriesSettled(new QueryClient()).then(() => (settled = true));
    await flush();
    expect(settled).toBe(true);
  });
});

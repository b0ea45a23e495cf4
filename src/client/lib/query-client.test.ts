import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('reports a 401 from a query as an ended session', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['/api/books/my'],
        queryFn: () =>
          Promise.reject(new ApiError(401, '{"message":"Please sign in to continue"}', 'Unauthorized')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat other failures as an ended session', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['/api/books/1'],
        queryFn: () => Promise.reject(new ApiError(404, '{"message":"Not found"}', 'Not Found')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the spec defaults: no retries, never stale, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.retry).toBe(false);
    expect(defaults.staleTime).toBe(Infinity);
    expect(defaults.refetchOnWindowFocus).toBe(false);
  });
});

/**
 * Helpers for client component tests (jsdom): render a component with the app's providers (a fresh query
 * client with the spec's defaults, the Toaster) inside a memory router, and answer fetch calls by route.
 * Test-only: imported by *.test.tsx files, never by the app.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/client/components/ui/sonner';
import { createQueryClient } from './query-client';

/** jsdom lacks the browser APIs Radix and sonner use: ResizeObserver, matchMedia, pointer capture, scrollIntoView. */
export function installBrowserShims(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  if (!window.matchMedia) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  }
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

/** One answer of the fake server: status and JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

type FakeHandler = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Replaces `fetch` with a fake that answers `"METHOD /path"` keys (query strings ignored) from `routes`;
 * any other request answers 404. Returns the mock, whose calls are `[url, init]`.
 */
export function fakeServer(routes: Record<string, FakeHandler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    const answer =
      typeof handler === 'function'
        ? await handler(init)
        : (handler ?? { status: 404, body: { message: 'Not found' } });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body sent with the `index`-th call of a fake fetch. */
export function sentBody(mock: ReturnType<typeof fakeServer>, index = 0): unknown {
  const init = mock.mock.calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/**
 * Renders `ui` at `path` (default '/') inside a memory router with the app's providers and Toaster.
 * Extra `routes` (e.g. `{ path: '/auth', element: <p>Auth</p> }`) let a test see where the UI navigates.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routes = [],
    queryClient = createQueryClient(),
  }: { path?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [{ path: new URL(path, 'http://localhost').pathname, element: ui }, ...routes],
    {
      initialEntries: [path],
    },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

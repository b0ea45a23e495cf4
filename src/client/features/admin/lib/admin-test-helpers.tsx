/**
 * What the admin tab tests share: an administrator, the browser shims and a stubbed `fetch` before each
 * test, cleared toast mocks (each test file mocks 'sonner' itself: `vi.mock` is hoisted per file), and a
 * render inside the query client (holding the session) and a router. Test-only.
 */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { sessionQueryKey } from '@/client/features/auth';
import { createQueryClient } from '@/client/lib/query-client';
import { testUser } from '@/client/lib/test-fixtures';
import { installBrowserShims } from '@/client/lib/testing';

export const adminUser = testUser({
  id: 1,
  userNumber: 1001,
  name: 'Hubshelf Admin',
  email: 'admin@hubshelf.local',
  isAdmin: true,
});

/** Before each test: the shims, `fetchMock` as `fetch`, and the toast mocks cleared. */
export function prepareAdminTest(fetchMock: typeof fetch): void {
  installBrowserShims();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
}

/** Renders `ui` signed in as `user` (default: the administrator); answers a user-event session. */
export function renderAdmin(ui: ReactElement, user: SessionUser = adminUser) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

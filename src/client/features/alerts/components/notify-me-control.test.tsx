import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createQueryClient } from '@/client/lib/query-client';
import { holdTime, NotifyMeControl } from './notify-me-control';

/** The server's 409 message, as it sends it (`alerts:available` in src/server/locales/en/alerts.json). */
const AVAILABLE = 'This book is available now, so there is nothing to wait for';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const UNTIL = '2026-11-25T12:00:00.000Z';
const lent = { id: 7, title: 'Malgudi Days', isAvailable: false, reservedUntil: null, reservedForYou: false };

function mockFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderControl = (book: React.ComponentProps<typeof NotifyMeControl>['book']) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotifyMeControl book={book} />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('NotifyMeControl', () => {
  it('is absent while the book is available to the viewer', () => {
    const fetchMock = mockFetch(() => json({}));
    const { container } = renderControl({ ...lent, isAvailable: true });
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets an alert on a lent book, toasts, and shows the place in line', async () => {
    let set = false;
    const fetchMock = mockFetch((_url, init) => {
      if (init?.method === 'POST') set = true;
      return json(
        set
          ? { hasAlert: true, position: 2, holdExpiresAt: null }
          : { hasAlert: false, position: null, holdExpiresAt: null },
      );
    });
    renderControl(lent);
    const button = await screen.findByRole('button', { name: /Notify Me/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: /Cancel Alert/ })).toBeInTheDocument();
    expect(screen.getByText('You are #2 in line')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Alert Set!', {
      description: 'You\'ll be notified when "Malgudi Days" becomes available.',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/books/7/availability-alert',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('removes an alert and toasts Alert Removed', async () => {
    let removed = false;
    mockFetch((_url, init) => {
      if (init?.method === 'DELETE') removed = true;
      return json(
        removed
          ? { hasAlert: false, position: null, holdExpiresAt: null }
          : { hasAlert: true, position: 1, holdExpiresAt: null },
      );
    });
    renderControl(lent);
    await userEvent.click(await screen.findByRole('button', { name: /Cancel Alert/ }));
    expect(await screen.findByRole('button', { name: /Notify Me/ })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Alert Removed', {
      description: 'You\'ll no longer be notified about "Malgudi Days".',
    });
  });

  it('shows the server message on failure, else the fallback', async () => {
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? json({ message: AVAILABLE }, 409)
        : json({ hasAlert: false, position: null, holdExpiresAt: null }),
    );
    renderControl(lent);
    const button = await screen.findByRole('button', { name: /Notify Me/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: AVAILABLE }));
  });

  it('shows Reserved with its end for a book held for another member, and the holder’s own line', async () => {
    mockFetch(() => json({ hasAlert: false, position: null, holdExpiresAt: null }));
    const { unmount } = renderControl({ ...lent, isAvailable: true, reservedUntil: UNTIL });
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.getByText(`Reserved until ${holdTime(UNTIL)}`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Notify Me/ })).toBeInTheDocument();
    unmount();
    renderControl({ ...lent, isAvailable: true, reservedUntil: UNTIL, reservedForYou: true });
    expect(screen.getByText(`Reserved for you until ${holdTime(UNTIL)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

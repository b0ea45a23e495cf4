import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { Notification } from '@/contract/notifications';
import { createQueryClient } from '@/client/lib/query-client';
import { testUser } from '@/client/lib/test-fixtures';
import NotificationsPage from './notifications-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: SessionUser = testUser({
  id: 1,
  userNumber: 1001,
  name: 'Hubshelf Admin',
  email: 'admin@hubshelf.local',
  phone: '9800000000',
  flatWing: 'A-1',
  buildingName: 'HQ',
  detailedAddress: 'Somewhere, Mumbai',
  isAdmin: true,
});

const note = (id: number, attrs: Partial<Notification>): Notification => ({
  id,
  type: 'society_approved',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead: false,
  createdAt: '2026-03-01T10:00:00Z',
  data: null,
  ...attrs,
});

const request = note(4, {
  type: 'society_request',
  title: 'New Office Request',
  data: JSON.stringify({
    societyName: 'Nehru Place Cowork',
    apartmentCount: 150,
    city: 'Delhi',
    requestId: 31,
  }),
});
const handled = note(5, {
  type: 'society_request',
  title: 'New School Request',
  isRead: true,
  data: JSON.stringify({ societyName: 'Old School', requestId: 12 }),
});

let notifications: Notification[];
let pendingIds: number[];
const posts: { url: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
  }
  if (url === '/api/notifications') return new Response(JSON.stringify(notifications), { status: 200 });
  if (url === '/api/admin/society-requests') {
    const list = pendingIds.map((id) => ({
      id,
      hubType: 'office',
      name: 'x',
      city: 'Delhi',
      apartmentCount: 1,
      description: null,
      address: null,
      requesterName: null,
      requesterEmail: null,
      createdAt: '2026-03-01T00:00:00Z',
    }));
    return new Response(JSON.stringify(list), { status: 200 });
  }
  return new Response('{"message":"not found"}', { status: 404 });
});

beforeEach(() => {
  posts.length = 0;
  pendingIds = [31];
  fetchMock.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(user: SessionUser = member) {
  const client = createQueryClient();
  client.setQueryData(['/api/auth/me'], user);
  render(
    <QueryClientProvider client={client}>
      <NotificationsPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('NotificationsPage (spec 002 §2.2)', () => {
  it('shows unread first, then newest, with the unread count', async () => {
    notifications = [
      note(1, { title: 'Old read', isRead: true, createdAt: '2026-03-05T00:00:00Z' }),
      note(2, { title: 'Older unread', createdAt: '2026-03-01T00:00:00Z' }),
      note(3, { title: 'Newer unread', createdAt: '2026-03-03T00:00:00Z' }),
    ];
    renderPage({ ...member, isAdmin: false });
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Newer unread', 'Older unread', 'Old read']);
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
  });

  it('marks one notification as read', async () => {
    notifications = [note(2, { title: 'Unread one' })];
    const user = renderPage({ ...member, isAdmin: false });
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/api/notifications/2/mark-read', body: undefined }]));
  });

  it('says No notifications when there are none', async () => {
    notifications = [];
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('lets an administrator approve a pending society request, and not one already reviewed', async () => {
    notifications = [request, handled];
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Nehru Place Cowork' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Society Approved', expect.anything()));
    expect(posts).toEqual([
      { url: '/api/notifications/4/respond-society', body: { approved: true, reason: null } },
    ]);
    expect(screen.queryByRole('button', { name: 'Approve Old School' })).not.toBeInTheDocument();
  });

  it('asks for an optional reason before rejecting; cancelling aborts', async () => {
    notifications = [request];
    const user = renderPage();
    const reject = await screen.findByRole('button', { name: 'Reject Nehru Place Cowork' });
    await user.click(reject);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(reject);
    await user.type(screen.getByLabelText('Reason (optional)'), '  Duplicate of an existing hub  ');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Society Rejected', expect.anything()));
    expect(posts).toEqual([
      {
        url: '/api/notifications/4/respond-society',
        body: { approved: false, reason: 'Duplicate of an existing hub' },
      },
    ]);
  });

  it('shows Failed to respond to society request when the answer is an error', async () => {
    notifications = [request];
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify(notifications), { status: 200 }),
    );
    const user = renderPage();
    await screen.findByRole('button', { name: 'Approve Nehru Place Cowork' });
    fetchMock.mockImplementationOnce(
      async () => new Response('{"message":"Request already reviewed"}', { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: 'Approve Nehru Place Cowork' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to respond to society request'));
  });

  it('offers no decision to members', async () => {
    notifications = [request];
    renderPage({ ...member, isAdmin: false });
    expect(await screen.findByText('New Office Request')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/society-requests');
  });
});

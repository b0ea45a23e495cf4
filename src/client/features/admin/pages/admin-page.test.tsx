import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { HubRequest } from '@/contract/hubs';
import { createQueryClient } from '@/client/lib/query-client';
import AdminPage from './admin-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const admin: SessionUser = {
  id: 1,
  userNumber: 1001,
  name: 'Hubshelf Admin',
  email: 'admin@hubshelf.local',
  phone: '9800000000',
  flatWing: 'A-1',
  buildingName: 'HQ',
  detailedAddress: 'Somewhere, Mumbai',
  city: 'Mumbai',
  referredBy: null,
  isAdmin: true,
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00Z',
};

const requests: HubRequest[] = [
  {
    id: 31,
    hubType: 'school',
    name: 'Koramangala Learning Academy',
    city: 'Bangalore',
    apartmentCount: 650,
    description: 'A primary school',
    address: '80 Feet Road',
    requesterName: 'Priya Nair',
    requesterEmail: 'priya@hubshelf.local',
    createdAt: '2026-03-01T10:00:00Z',
  },
];

let reviewStatus = 200;
const posts: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ message: 'done', requestId: 31, status: 'approved' }), {
      status: reviewStatus,
    });
  }
  if (url === '/api/admin/society-requests') return new Response(JSON.stringify(requests), { status: 200 });
  return new Response('{"message":"not found"}', { status: 404 });
});

beforeEach(() => {
  reviewStatus = 200;
  posts.length = 0;
  fetchMock.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(user: SessionUser = admin) {
  const client = createQueryClient();
  client.setQueryData(['/api/auth/me'], user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AdminPage hub request tabs (spec 002 §2.1)', () => {
  it('tells a member that administrator access is required, without calling the admin API', () => {
    renderPage({ ...admin, isAdmin: false });
    expect(screen.getByRole('heading', { name: 'Administrator access required' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the pending requests of each type, with an empty state per tab', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /Society Requests/ }));
    expect(await screen.findByText('No pending society requests')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /School Requests/ }));
    expect(await screen.findByRole('heading', { name: 'Koramangala Learning Academy' })).toBeInTheDocument();
    expect(screen.getByText('Approximate Number of Students:')).toBeInTheDocument();
    expect(screen.getByText(/Requested by Priya Nair \(priya@hubshelf.local\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Office Requests/ }));
    expect(await screen.findByText('No pending office requests')).toBeInTheDocument();
  });

  it('rejects with an optional reason; cancelling the prompt aborts', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /School Requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Reject Koramangala Learning Academy' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject Koramangala Learning Academy' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Society Rejected', expect.anything()));
    expect(posts).toEqual([{ requestId: 31, approved: false, reason: null }]);
  });

  it('says Society Approved, or the spec failure message when the review fails', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /School Requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve Koramangala Learning Academy' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Society Approved', expect.anything()));
    expect(posts).toEqual([{ requestId: 31, approved: true, reason: null }]);

    reviewStatus = 409;
    await user.click(await screen.findByRole('button', { name: 'Approve Koramangala Learning Academy' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to process society request. Please try again.'),
    );
  });
});

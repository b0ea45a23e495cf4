import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { HubRequest } from '@/contract/hubs';
import { adminUser, prepareAdminTest, renderAdmin } from '../lib/admin-test-helpers';
import AdminPage from './admin-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const admin = adminUser;

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
  prepareAdminTest(fetchMock as unknown as typeof fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (user: SessionUser = admin) => renderAdmin(<AdminPage />, user);

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

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { Notification } from '@/contract/notifications';
import type { RentalDetails } from '@/contract/rentals';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { RentalNotificationActions } from './rental-notification-actions';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const member = {
  id: 1,
  name: 'Asha Menon',
  email: 'asha@hubshelf.local',
  phone: '9820011001',
} as SessionUser;

/** A Lent Out rental: only the fields the actions read. */
const rentalFixture = (attrs: Partial<RentalDetails> = {}) =>
  ({
    id: 41,
    status: 'active',
    book: { id: 7, title: 'The Guide' },
    lateFee: 0,
    dailyFee: 10,
    securityDeposit: 100,
    excessAmount: 0,
    pendingExtensionRequestId: null,
    ...attrs,
  }) as RentalDetails;

const note = (attrs: Partial<Notification>): Notification => ({
  id: 9,
  type: 'return_request',
  title: 'Title',
  message: 'Message',
  isRead: false,
  createdAt: '2026-03-01T10:00:00Z',
  data: null,
  ...attrs,
});

function renderActions(notification: Notification) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], member);
  render(
    <QueryClientProvider client={queryClient}>
      <RentalNotificationActions notification={notification} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('extension_approved', () => {
  const approved = (attrs: Partial<Notification>, paymentId: string | null) =>
    note({
      type: 'extension_approved',
      data: JSON.stringify({
        requestId: 5,
        rentalId: 41,
        totalAmount: 73.5,
        bookTitle: 'The Guide',
        paymentId,
      }),
      ...attrs,
    });

  it('says Payment Already Done once paid', () => {
    fakeServer({});
    renderActions(approved({}, 'pay_demo_1'));
    expect(screen.getByText('Payment Already Done')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says Payment Pending when read without payment', () => {
    fakeServer({});
    renderActions(approved({ isRead: true }, null));
    expect(screen.getByText('Payment Pending')).toBeInTheDocument();
  });

  it('offers Pay Now with the amount while unread and unpaid', () => {
    fakeServer({});
    renderActions(approved({}, null));
    expect(screen.getByRole('button', { name: 'Pay Now ₹73.50' })).toBeEnabled();
  });
});

describe('extension_request', () => {
  const requestNote = note({
    type: 'extension_request',
    data: JSON.stringify({ requestId: 5, rentalId: 41, bookTitle: 'The Guide' }),
  });

  it('offers nothing once the request is no longer pending', async () => {
    const server = fakeServer({ 'GET /api/rentals/lent': { status: 200, body: [rentalFixture()] } });
    renderActions(requestNote);
    await waitFor(() => expect(server).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('declines with a trimmed reason', async () => {
    const server = fakeServer({
      'GET /api/rentals/lent': { status: 200, body: [rentalFixture({ pendingExtensionRequestId: 5 })] },
      'POST /api/rentals/extensions/requests/5/deny': { status: 200, body: {} },
    });
    const user = renderActions(requestNote);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the extension?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  I need it back  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Extension declined', expect.anything()));
    const denyCall = server.mock.calls.findIndex(([url]) => String(url).endsWith('/deny'));
    expect(sentBody(server, denyCall)).toEqual({ reason: 'I need it back' });
  });

  it('toasts Failed to respond to extension request when approving fails', async () => {
    fakeServer({
      'GET /api/rentals/lent': { status: 200, body: [rentalFixture({ pendingExtensionRequestId: 5 })] },
      'POST /api/rentals/extensions/requests/5/approve': { status: 500 },
    });
    const user = renderActions(requestNote);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to respond to extension request', undefined),
    );
  });
});

describe('return_request', () => {
  it('offers Confirm Return only while the rental waits for confirmation', async () => {
    fakeServer({
      'GET /api/rentals/lent': { status: 200, body: [rentalFixture({ status: 'return_requested' })] },
    });
    renderActions(note({ data: JSON.stringify({ rentalId: 41 }) }));
    expect(await screen.findByRole('button', { name: 'Confirm Return' })).toBeEnabled();
  });

  it('offers nothing for a rental already completed', async () => {
    const server = fakeServer({ 'GET /api/rentals/lent': { status: 200, body: [] } });
    renderActions(note({ data: JSON.stringify({ rentalId: 41 }) }));
    await waitFor(() => expect(server).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { awaitingPickupFixture } from '@/client/lib/test-fixtures';
import { ConfirmPickupDialog } from './confirm-pickup-dialog';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const waiting = awaitingPickupFixture();

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfirmPickupDialog rental={waiting} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange, dialog: () => screen.getByRole('dialog') };
}

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmPickupDialog', () => {
  it('asks for 6 digits before calling the server', async () => {
    const server = fakeServer({});
    const { user, dialog } = renderDialog();
    await user.type(within(dialog()).getByLabelText('Pickup code'), '123');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Pickup' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    expect(server).not.toHaveBeenCalled();
  });

  it('shows the server’s reason for a wrong code and keeps the dialog open', async () => {
    fakeServer({
      'POST /api/rentals/41/confirm-pickup': {
        status: 400,
        body: { message: 'That code does not match this rental' },
      },
    });
    const { user, dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog()).getByLabelText('Pickup code'), '654321');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Pickup' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('That code does not match this rental'),
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('sends the code, announces the new due date and closes', async () => {
    const server = fakeServer({
      'POST /api/rentals/41/confirm-pickup': {
        status: 200,
        body: {
          message: 'Pickup confirmed',
          rental: awaitingPickupFixture({
            endDate: '2026-11-30T10:00:00.000Z',
            pickedUpAt: '2026-11-23T10:00:00.000Z',
          }),
        },
      },
    });
    const { user, dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog()).getByLabelText('Pickup code'), '012345');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Pickup' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody(server)).toEqual({ code: '012345' });
    expect(toast.success).toHaveBeenCalledWith('Pickup confirmed', {
      description: 'The book is due back on 30 Nov 2026.',
    });
  });
});

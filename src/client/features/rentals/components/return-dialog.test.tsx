import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RentalDetails } from '@/contract/rentals';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { borrowerFixture, rentalFixture } from '@/client/lib/test-fixtures';
import { ReturnDialog, type ReturnDialogMode } from './return-dialog';

// Radix dialogs and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function renderDialog(mode: ReturnDialogMode, rental: RentalDetails = rentalFixture()) {
  const onOpenChange = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], borrowerFixture);
  render(
    <QueryClientProvider client={queryClient}>
      <ReturnDialog rental={rental} mode={mode} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ReturnDialog, borrower request', () => {
  it('shows the late fee computation and sends trimmed notes with the server’s late fee', async () => {
    const server = fakeServer({
      'POST /api/rentals/41/request-return': {
        status: 200,
        body: { requiresPayment: false, excessAmount: 0, lateFee: 30, platformFeeOnLateFee: 1.5 },
      },
    });
    const { user, onOpenChange } = renderDialog(
      'request',
      rentalFixture({ daysLate: 3, lateFee: 30, lateFeeDue: 30 }),
    );

    expect(within(dialog()).getByRole('heading', { name: 'Request Return' })).toBeInTheDocument();
    expect(within(dialog()).getByText('3 days late × ₹10.00/day = ₹30.00')).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Notes (optional)'), '  Left it with the guard  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Request Return' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody(server)).toEqual({ notes: 'Left it with the guard', lateFeeAmount: 30 });
    expect(toast.success).toHaveBeenCalledWith('Return requested', expect.anything());
  });

  it('says there is no late fee when the book is on time', () => {
    fakeServer({});
    renderDialog('request');
    expect(within(dialog()).getByText('No late fee: the book is on time.')).toBeInTheDocument();
  });

  it('stays open and shows the excess amount when the server requires payment', async () => {
    fakeServer({
      'POST /api/rentals/41/request-return': {
        status: 200,
        body: { requiresPayment: true, excessAmount: 50, lateFee: 150, platformFeeOnLateFee: 7.5 },
      },
    });
    const { user, onOpenChange } = renderDialog(
      'request',
      rentalFixture({ daysLate: 15, lateFee: 150, lateFeeDue: 150 }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Request Return' }));

    const status = await within(dialog()).findByRole('status');
    expect(status).toHaveTextContent(/payment needed/i);
    expect(within(dialog()).getByRole('button', { name: 'Pay ₹50.00' })).toBeEnabled();
    expect(status).toHaveTextContent('₹50.00');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('shows the server’s reason in an Error toast and keeps the dialog open', async () => {
    fakeServer({
      'POST /api/rentals/41/request-return': {
        status: 409,
        body: { message: 'You have already asked to return this book' },
      },
    });
    const { user, onOpenChange } = renderDialog('request');
    await user.click(within(dialog()).getByRole('button', { name: 'Request Return' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'You have already asked to return this book',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(within(dialog()).getByRole('button', { name: 'Request Return' })).toBeEnabled();
  });

  it('falls back to the spec’s text when the server gives no reason', async () => {
    fakeServer({ 'POST /api/rentals/41/request-return': { status: 500 } });
    const { user } = renderDialog('request');
    await user.click(within(dialog()).getByRole('button', { name: 'Request Return' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to send return request. Please try again.',
      }),
    );
  });
});

describe('ReturnDialog, owner confirmation', () => {
  it('confirms with notes and closes', async () => {
    const server = fakeServer({
      'POST /api/rentals/41/confirm-return': { status: 200, body: { message: 'Return confirmed' } },
    });
    const rental = rentalFixture({ status: 'return_requested' });
    const { user, onOpenChange } = renderDialog('confirm', rental);

    expect(within(dialog()).getByRole('heading', { name: 'Confirm Return' })).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Notes (optional)'), 'Good condition');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Return' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody(server)).toEqual({ notes: 'Good condition' });
    expect(toast.success).toHaveBeenCalledWith('Return confirmed', expect.anything());
  });

  it('sends the return code when the owner types it, and shows a wrong one under the field', async () => {
    const server = fakeServer({
      'POST /api/rentals/41/confirm-return': {
        status: 400,
        body: { message: 'That code does not match this rental' },
      },
    });
    const { user, onOpenChange } = renderDialog('confirm', rentalFixture({ status: 'return_requested' }));
    const field = within(dialog()).getByLabelText('Return code (optional)');
    await user.type(field, '12a3');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Return' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Return' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('That code does not match this rental'),
    );
    expect(sentBody(server)).toEqual({ notes: '', code: '123456' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows Failed to request or confirm return when the server gives no reason', async () => {
    fakeServer({ 'POST /api/rentals/41/confirm-return': { status: 500 } });
    const { user } = renderDialog('confirm', rentalFixture({ status: 'return_requested' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm Return' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to request or confirm return',
      }),
    );
  });

  it('cannot confirm while the borrower owes excess charges', () => {
    fakeServer({});
    renderDialog(
      'confirm',
      rentalFixture({
        status: 'return_requested',
        daysLate: 15,
        lateFee: 150,
        lateFeeDue: 150,
        excessAmount: 50,
      }),
    );
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('₹50.00');
    expect(within(dialog()).getByRole('button', { name: 'Confirm Return' })).toBeDisabled();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { rentalFixture } from '@/client/lib/test-fixtures';
import { ExtensionDialog } from './extension-dialog';

// Radix dialogs and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const cost = {
  dailyFee: 10,
  totalExtensionFee: 70,
  platformCommission: 3.5,
  lenderEarnings: 70,
  totalAmount: 73.5,
};

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ExtensionDialog rental={rentalFixture()} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Extend Rental' });
const days = () => within(dialog()).getByLabelText('Extension days');
const calculate = () => within(dialog()).getByRole('button', { name: 'Calculate' });

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ExtensionDialog, days', () => {
  it('starts at 7 days', () => {
    fakeServer({});
    renderDialog();
    expect(days()).toHaveValue(7);
  });

  it('disables Calculate at 0 days or less and when empty', async () => {
    fakeServer({});
    const { user } = renderDialog();
    await user.clear(days());
    expect(calculate()).toBeDisabled();
    await user.type(days(), '0');
    expect(calculate()).toBeDisabled();
    await user.clear(days());
    await user.type(days(), '-3');
    expect(calculate()).toBeDisabled();
  });

  it('refuses more than 30 days with the spec’s message and calls nothing', async () => {
    const server = fakeServer({});
    const { user } = renderDialog();
    await user.clear(days());
    await user.type(days(), '31');
    await user.click(calculate());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Extension cannot exceed 30 days');
    expect(server).not.toHaveBeenCalled();
  });

  it('refuses a fraction of a day', async () => {
    fakeServer({});
    const { user } = renderDialog();
    await user.clear(days());
    await user.type(days(), '2.5');
    await user.click(calculate());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Extension days must be a whole number');
  });
});

describe('ExtensionDialog, steps', () => {
  it('calculates, shows the breakdown, sends and ends on sent', async () => {
    const server = fakeServer({
      'POST /api/rentals/extensions/calculate': { status: 200, body: cost },
      'POST /api/rentals/extensions/request': { status: 200, body: { id: 5 } },
    });
    const { user } = renderDialog();
    await user.click(calculate());

    const breakdown = await within(dialog()).findByText('Platform commission');
    expect(breakdown).toBeInTheDocument();
    expect(sentBody(server, 0)).toEqual({ rentalId: 41, extensionDays: 7 });
    for (const text of ['Daily fee', 'Extension fee (7 days)', 'Owner earns'])
      expect(within(dialog()).getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('extension-total')).toHaveTextContent('₹73.50');

    await user.type(within(dialog()).getByLabelText('Reason (optional)'), '  Travelling  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Extension request sent');
    expect(sentBody(server, 1)).toEqual({ rentalId: 41, extensionDays: 7, reason: 'Travelling' });
    expect(toast.success).toHaveBeenCalledWith('Extension request sent', expect.anything());
  });

  it('toasts Calculation Failed and stays on calculate when the calculation fails', async () => {
    fakeServer({ 'POST /api/rentals/extensions/calculate': { status: 500 } });
    const { user } = renderDialog();
    await user.click(calculate());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Calculation Failed', {
        description: 'There was an error calculating the extension cost.',
      }),
    );
    expect(calculate()).toBeEnabled();
  });

  it('toasts Request Failed and returns to confirm when sending fails', async () => {
    fakeServer({
      'POST /api/rentals/extensions/calculate': { status: 200, body: cost },
      'POST /api/rentals/extensions/request': { status: 500 },
    });
    const { user } = renderDialog();
    await user.click(calculate());
    await user.click(await within(dialog()).findByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Request Failed', {
        description: 'There was an error sending your extension request.',
      }),
    );
    expect(within(dialog()).getByRole('button', { name: 'Send Request' })).toBeEnabled();
    expect(within(dialog()).getByText('Platform commission')).toBeInTheDocument();
  });

  it('shows the server’s reason when a request is already pending', async () => {
    fakeServer({
      'POST /api/rentals/extensions/calculate': { status: 200, body: cost },
      'POST /api/rentals/extensions/request': {
        status: 409,
        body: { message: 'An extension request for this rental is already waiting for the owner' },
      },
    });
    const { user } = renderDialog();
    await user.click(calculate());
    await user.click(await within(dialog()).findByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Request Failed', {
        description: 'An extension request for this rental is already waiting for the owner',
      }),
    );
  });
});

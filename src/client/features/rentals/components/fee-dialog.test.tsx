import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RentalDetails } from '@/contract/rentals';
import { OFFLINE_ACTION_MESSAGE } from '@/client/lib/offline';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims } from '@/client/lib/testing';
import { borrowerFixture, rentalFixture } from '@/client/lib/test-fixtures';
import { FeeDialog, type RentalFeeKind } from './fee-dialog';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

/** The server's demo order for `amount` paise; `sent` collects the create-order bodies. */
const orderOf =
  (amount: number, sent: unknown[] = []) =>
  (init: RequestInit | undefined) => {
    sent.push(JSON.parse(String(init?.body)));
    return { status: 200, body: { orderId: 'order_demo_1', amount, currency: 'INR', provider: 'demo' } };
  };
const demoPaid = {
  status: 200,
  body: { paymentId: 'pay_demo_1', orderId: 'order_demo_1', method: 'card' },
};

function renderDialog(kind: RentalFeeKind, rental: RentalDetails) {
  const onOpenChange = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], borrowerFixture);
  render(
    <QueryClientProvider client={queryClient}>
      <FeeDialog
        kind={kind}
        rental={rental}
        open
        onOpenChange={onOpenChange}
        demoTimings={{ processingMs: 0, successMs: 0 }}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

/** Pays in the demo chooser with a card. */
async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  const chooser = await screen.findByRole('dialog', { name: 'Demo Payment' });
  await user.click(within(chooser).getByRole('radio', { name: /Credit \/ Debit Card/ }));
  await user.click(within(chooser).getByRole('button', { name: /^Pay ₹/ }));
}

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('FeeDialog', () => {
  it('pays the unpaid late fee through the demo checkout, ordering by the rental and never an amount', async () => {
    let body: unknown;
    const sent: unknown[] = [];
    fakeServer({
      'POST /api/payments/create-order': orderOf(3_000, sent),
      'POST /api/payments/demo/pay': demoPaid,
      'POST /api/rentals/41/pay-late-fees': (init) => {
        body = JSON.parse(String(init?.body));
        return { status: 200, body: { message: 'Late fees paid' } };
      },
    });
    const { user, onOpenChange } = renderDialog(
      'late_fee',
      rentalFixture({ daysLate: 4, lateFee: 40, lateFeePaid: 10, lateFeeDue: 30 }),
    );
    expect(screen.getByTestId('fee-amount')).toHaveTextContent('₹30.00');
    await user.click(screen.getByRole('button', { name: 'Pay ₹30.00' }));
    await payByCard(user);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ purpose: 'late_fee', rentalId: 41 }]);
    expect(body).toEqual({
      lateFeeAmount: 30,
      paymentMethod: 'mock',
      paymentId: 'pay_demo_1',
      orderId: 'order_demo_1',
      signature: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Late fees paid', expect.anything());
  });

  it('cannot pay while offline: the Pay button is disabled with the offline message', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDialog('late_fee', rentalFixture({ daysLate: 4, lateFee: 40, lateFeePaid: 10, lateFeeDue: 30 }));
    const pay = screen.getByRole('button', { name: 'Pay ₹30.00' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(OFFLINE_ACTION_MESSAGE);
    vi.restoreAllMocks();
  });

  it('says No Late Fees and calls nothing when nothing is owed', async () => {
    const server = fakeServer({});
    const { user } = renderDialog('late_fee', rentalFixture());
    await user.click(screen.getByRole('button', { name: 'Pay ₹0.00' }));
    expect(toast).toHaveBeenCalledWith('No Late Fees');
    expect(server).not.toHaveBeenCalled();
  });

  it('says No Payment Required for an excess of 0', async () => {
    fakeServer({});
    const { user } = renderDialog('excess', rentalFixture());
    await user.click(screen.getByRole('button', { name: 'Pay ₹0.00' }));
    expect(toast).toHaveBeenCalledWith('No Payment Required');
  });

  it('tells the member to contact support when the payment is not recorded', async () => {
    const sent: unknown[] = [];
    fakeServer({
      'POST /api/payments/create-order': orderOf(5_000, sent),
      'POST /api/payments/demo/pay': demoPaid,
      'POST /api/rentals/41/pay-excess-charges': { status: 500 },
    });
    const rental = rentalFixture({
      status: 'return_requested',
      daysLate: 15,
      lateFee: 150,
      lateFeeDue: 150,
      excessAmount: 50,
    });
    const { user, onOpenChange } = renderDialog('excess', rental);
    await user.click(screen.getByRole('button', { name: 'Pay ₹50.00' }));
    await payByCard(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Transaction Failed', {
        description: 'Payment was successful but failed to complete the transaction. Please contact support.',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(sent).toEqual([{ purpose: 'excess', rentalId: 41 }]);
  });

  it('shows the server’s message when the order is refused', async () => {
    fakeServer({
      'POST /api/payments/create-order': { status: 400, body: { message: 'Amount must be at least ₹1.00' } },
    });
    const { user } = renderDialog('late_fee', rentalFixture({ daysLate: 1, lateFee: 0.5, lateFeeDue: 0.5 }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹0.50' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Payment Failed', {
        description: 'Amount must be at least ₹1.00',
      }),
    );
  });

  it('says Payment Cancelled when the checkout is dismissed', async () => {
    fakeServer({ 'POST /api/payments/create-order': orderOf(2_000) });
    const { user } = renderDialog('late_fee', rentalFixture({ daysLate: 2, lateFee: 20, lateFeeDue: 20 }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹20.00' }));
    const chooser = await screen.findByRole('dialog', { name: 'Demo Payment' });
    await user.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Payment Cancelled', {
        description: 'You cancelled the payment process',
      }),
    );
  });
});

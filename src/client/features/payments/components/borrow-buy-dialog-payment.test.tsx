/** The Borrow/Buy dialog's card payment: order (priced by the server), checkout, borrow or buy, toasts (spec 000 §4, §8). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserShims } from '@/client/lib/testing';
import { bodiesSent, renderDialog, serve } from './borrow-buy-dialog.fixtures';

// Radix dialogs and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('BorrowBuyDialog: card payment', () => {
  async function payByCard(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('radio', { name: '1 week' }));
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Borrow for ₹247.00' }));
  }

  it('creates the order from the book and duration (the server prices it), pays in the demo chooser, borrows, and toasts the address', async () => {
    const server = serve();
    const { user, onCompleted } = renderDialog();
    await payByCard(user);

    const chooser = await screen.findByRole('dialog', { name: 'Demo Payment' });
    await user.click(within(chooser).getByRole('radio', { name: /Credit \/ Debit Card/ }));
    await user.click(within(chooser).getByRole('button', { name: 'Pay ₹247.00' }));

    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(bodiesSent(server, 'POST /api/payments/create-order')).toEqual([
      {
        purpose: 'rental',
        bookId: 7,
        duration: 7,
        appliedBrocks: null,
        bookTitle: 'The Guide',
        lenderName: 'Asha Menon',
      },
    ]);
    expect(bodiesSent(server, 'POST /api/rentals/borrow')).toEqual([
      {
        bookId: 7,
        duration: 7,
        appliedBrocks: null,
        paymentMethod: 'card',
        paymentId: 'pay_demo_1',
        orderId: 'order_demo_1',
        signature: null,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Book Borrowed Successfully', {
      description:
        "Collect it from B-204, Lakeview Residency. Owner's phone: 9820011001. Show your pickup code when you collect it: My Books → Borrowed → Show Pickup Code.",
      duration: 8000,
    });
    // the demo provider never loads Razorpay's script
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
  });

  it('buys with UPI and toasts the seller fallback when no address came back', async () => {
    const server = serve({
      'POST /api/purchases/buy': {
        status: 200,
        body: { sellerInfo: { flatWing: '', buildingName: '', phone: '' } },
      },
    });
    const { user, onCompleted } = renderDialog({ initialType: 'buy' });
    await user.click(await screen.findByRole('radio', { name: 'UPI' }));
    await user.click(screen.getByRole('button', { name: 'Buy for ₹315.00' }));
    const chooser = await screen.findByRole('dialog', { name: 'Demo Payment' });
    await user.click(within(chooser).getByRole('radio', { name: /^UPI/ }));
    await user.click(within(chooser).getByRole('button', { name: 'Pay ₹315.00' }));

    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(bodiesSent(server, 'POST /api/payments/create-order')).toEqual([
      { purpose: 'purchase', bookId: 7, bookTitle: 'The Guide', lenderName: 'Asha Menon' },
    ]);
    expect(bodiesSent(server, 'POST /api/purchases/buy')).toEqual([
      { bookId: 7, paymentMethod: 'upi', paymentId: 'pay_demo_1', orderId: 'order_demo_1', signature: null },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Book Purchased Successfully', {
      description: 'Please contact the seller to arrange collection.',
      duration: 8000,
    });
  });

  it("says 'Payment Cancelled' when the chooser is dismissed, and borrows nothing", async () => {
    const server = serve();
    const { user, onCompleted } = renderDialog();
    await payByCard(user);
    const chooser = await screen.findByRole('dialog', { name: 'Demo Payment' });
    await user.click(within(chooser).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Payment Cancelled', {
        description: 'You cancelled the payment process',
      }),
    );
    expect(bodiesSent(server, 'POST /api/rentals/borrow')).toEqual([]);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Borrow Book' })).toBeInTheDocument();
  });

  it("says 'Payment Failed' with the server's message when the order is refused", async () => {
    serve({
      'POST /api/payments/create-order': {
        status: 502,
        body: { message: 'Failed to create order: bank offline' },
      },
    });
    const { user } = renderDialog();
    await payByCard(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Payment Failed', {
        description: 'Failed to create order: bank offline',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Demo Payment' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to create order' when the refusal has no message", async () => {
    serve({ 'POST /api/payments/create-order': { status: 500 } });
    const { user } = renderDialog();
    await payByCard(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Payment Failed', { description: 'Failed to create order' }),
    );
  });

  it("says 'Transaction Failed' when the payment went through but the borrow did not", async () => {
    serve({
      'POST /api/rentals/borrow': { status: 409, body: { message: 'This book is not available right now' } },
    });
    const { user, onCompleted } = renderDialog();
    await payByCard(user);
    const chooser = await screen.findByRole('dialog', { name: 'Demo Payment' });
    await user.click(within(chooser).getByRole('radio', { name: /Wallet/ }));
    await user.click(within(chooser).getByRole('button', { name: 'Pay ₹247.00' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Transaction Failed', {
        description: 'Payment was successful but failed to complete the transaction. Please contact support.',
      }),
    );
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it("shows the server's message when a Brocks borrow is refused, or 'Failed to borrow book'", async () => {
    serve({ 'POST /api/rentals/borrow': { status: 400, body: { message: 'Not enough Brocks' } } }, 5000);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '3 days' }));
    const brocks = await screen.findByRole('radio', { name: /^Brocks/ });
    await waitFor(() => expect(brocks).toBeEnabled());
    await user.click(brocks);
    await user.click(screen.getByRole('button', { name: 'Borrow for 1630 Brocks' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not enough Brocks'));

    vi.mocked(toast.error).mockClear();
    serve({ 'POST /api/rentals/borrow': { status: 500 } }, 5000);
    await user.click(screen.getByRole('button', { name: 'Borrow for 1630 Brocks' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to borrow book'));
  });
});

/** The Borrow/Buy dialog's form rules: type, duration, cost breakdown, Brocks (spec 000 §4, §5, §9). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { installBrowserShims } from '@/client/lib/testing';
import { BorrowBuyDialog } from './borrow-buy-dialog';
import {
  bodiesSent,
  book,
  member,
  renderDialog,
  serve,
  settings,
  submitButton,
  total,
} from './borrow-buy-dialog.fixtures';

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

describe('BorrowBuyDialog: form rules', () => {
  it('keeps submit disabled until a duration gives a cost, then shows the breakdown', async () => {
    serve();
    const { user } = renderDialog();
    expect(await screen.findByText('Please select rental duration')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '1 week' }));
    const breakdown = screen.getByTestId('cost-breakdown');
    expect(within(breakdown).getByText('Rental fee (₹20.00 × 7 days)').nextSibling).toHaveTextContent(
      '₹140.00',
    );
    expect(within(breakdown).getByText('Platform fee (5%)').nextSibling).toHaveTextContent('₹7.00');
    expect(within(breakdown).getByText('Security deposit (refundable)').nextSibling).toHaveTextContent(
      '₹100.00',
    );
    expect(within(breakdown).getByText('Brocks discount').nextSibling).toHaveTextContent('−₹0.00');
    expect(total()).toBe('₹247.00');
    expect(submitButton()).toBeEnabled();
  });

  it('offers the four durations, and Buy only when the selling price is above 0', async () => {
    serve();
    renderDialog({ book: { ...book, sellingPrice: 0 } });
    for (const name of ['3 days', '1 week', '2 weeks', '1 month'])
      expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Borrow/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('asks for a transaction type when opened without one', async () => {
    serve();
    renderDialog({ initialType: undefined });
    expect(await screen.findByText('Please select transaction type')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says "Please select payment method" when submitting without one', async () => {
    const server = serve();
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '3 days' }));
    await user.click(submitButton());
    expect(await screen.findByText('Please select payment method')).toBeInTheDocument();
    expect(bodiesSent(server, 'POST /api/payments/create-order')).toEqual([]);
  });

  it('switching to buy clears the duration and the applied Brocks offer', async () => {
    serve({}, 500);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '1 week' }));
    await user.click(screen.getByRole('button', { name: 'Use Your Brocks Credits' }));
    const offer = await screen.findByRole('dialog', { name: 'Use Your Brocks Credits' });
    await user.click(await within(offer).findByRole('radio', { name: /Rupee discount/ }));
    await user.click(within(offer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toBe('₹246.00'));
    expect(screen.getByText(/Brocks offer applied/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Buy/ }));
    expect(screen.getByRole('dialog', { name: 'Buy Book' })).toBeInTheDocument();
    expect(screen.getByText('Price').nextSibling).toHaveTextContent('₹300.00');
    expect(total()).toBe('₹315.00');

    await user.click(screen.getByRole('radio', { name: /Borrow/ }));
    expect(screen.getByText('Please select rental duration')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1 week' }));
    expect(total()).toBe('₹247.00');
    expect(screen.queryByText(/Brocks offer applied/)).not.toBeInTheDocument();
  });

  it("marks Brocks '(Insufficient)' and disables it when the balance is below the total in Brocks", async () => {
    serve({}, 100);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '1 week' }));
    // ₹247.00 × 10 Brocks per rupee = 2470 Brocks > 100
    const brocks = await screen.findByRole('radio', { name: /Brocks \(Insufficient\)/ });
    expect(brocks).toBeDisabled();
    expect(screen.getByText('2470 Brocks · balance 100')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeEnabled();
  });

  it('lets a member with enough Brocks pay with them, skipping the provider', async () => {
    const server = serve({}, 5000);
    const { user, onOpenChange, onCompleted } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '3 days' }));
    const brocks = await screen.findByRole('radio', { name: /^Brocks/ });
    await waitFor(() => expect(brocks).toBeEnabled());
    expect(screen.queryByText('(Insufficient)')).not.toBeInTheDocument();
    await user.click(brocks);
    // 3 × ₹20 = ₹60 + ₹3 + ₹100 = ₹163.00 → 1630 Brocks
    await user.click(screen.getByRole('button', { name: 'Borrow for 1630 Brocks' }));

    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(bodiesSent(server, 'POST /api/payments/create-order')).toEqual([]);
    expect(bodiesSent(server, 'POST /api/rentals/borrow')).toEqual([
      {
        bookId: 7,
        duration: 3,
        appliedBrocks: null,
        paymentMethod: 'brocks',
        paymentId: null,
        orderId: null,
        signature: null,
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows "Unable to calculate cost" when the settings cannot price the book', async () => {
    serve({ 'GET /api/platform/settings': { status: 200, body: { ...settings, commissionRate: 150 } } });
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '1 week' }));
    expect(await screen.findByText('Unable to calculate cost')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('every opening starts afresh: no duration, no payment method, no offer', async () => {
    serve({}, 500);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/auth/me'], member);
    const ui = (open: boolean) => (
      <QueryClientProvider client={queryClient}>
        <BorrowBuyDialog book={book} open={open} onOpenChange={vi.fn()} initialType="borrow" />
      </QueryClientProvider>
    );
    const view = render(ui(true));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '2 weeks' }));
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Use Your Brocks Credits' }));
    const offer = await screen.findByRole('dialog', { name: 'Use Your Brocks Credits' });
    await user.click(await within(offer).findByRole('radio', { name: /Commission-free days/ }));
    await user.click(within(offer).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Brocks offer applied/)).toBeInTheDocument();

    view.rerender(ui(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(ui(true));
    expect(await screen.findByText('Please select rental duration')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 weeks' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: '2 weeks' }));
    expect(screen.queryByText(/Brocks offer applied/)).not.toBeInTheDocument();
  });

  it('the Rent Book variant is fixed at 7 days and prices at once', async () => {
    serve();
    renderDialog({ fixedDuration: 7 });
    expect(await screen.findByRole('dialog', { name: 'Rent Book' })).toBeInTheDocument();
    expect(screen.getByText(/1 week \(7\s+days\)/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '3 days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Buy/ })).not.toBeInTheDocument();
    await waitFor(() => expect(total()).toBe('₹247.00'));
    expect(screen.getByRole('button', { name: 'Rent for ₹247.00' })).toBeEnabled();
  });
});

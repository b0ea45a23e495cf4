import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { Book } from '@/contract/books';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims } from '@/client/lib/testing';
import { BorrowBuyDialog, type BorrowBuyDialogProps } from './borrow-buy-dialog';

// Radix dialogs and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const member: SessionUser = {
  id: 2,
  userNumber: 1002,
  name: 'Ravi Kulkarni',
  email: 'ravi@hubshelf.local',
  phone: '9820011002',
  flatWing: 'C-1102',
  buildingName: 'Lakeview Residency',
  detailedAddress: 'Hiranandani Gardens, Powai',
  city: 'Mumbai',
  referredBy: null,
  isAdmin: false,
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00Z',
};

const book: Book = {
  id: 7,
  title: 'The Guide',
  author: 'R. K. Narayan',
  isbn: '9780143039648',
  genre: 'Fiction',
  description: null,
  imageUrl: null,
  coverImageUrl: null,
  condition: 'Good',
  dailyFee: 20,
  sellingPrice: 300,
  isAvailable: true,
  status: 'listed',
  ownerId: 1,
  owner: { name: 'Asha Menon' },
  societyId: 1,
  hubType: 'society',
  hubName: 'Lakeview Residency',
  averageRating: null,
  reviewCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
};

const collectionInfo = { flatWing: 'B-204', buildingName: 'Lakeview Residency', phone: '9820011001' };
const settings = {
  commissionRate: 5,
  securityDeposit: 100,
  minApartments: 90,
  maxRentalDays: 30,
  extensionFeePerDay: 10,
};
const rates = {
  creditsToRupeesRate: '20',
  creditsToCommissionFreeRate: '20',
  creditsToCommissionFreeDaysRate: '20',
  brocksPerRupee: 10,
};

type Routes = Parameters<typeof fakeServer>[0];

function serve(overrides: Routes = {}, balance = 100) {
  return fakeServer({
    'GET /api/platform/settings': { status: 200, body: settings },
    'GET /api/admin/brocks-conversion-rates': { status: 200, body: rates },
    'GET /api/user/credits': { status: 200, body: { balance, totalEarned: balance } },
    'POST /api/payments/create-order': (init) => ({
      status: 200,
      body: {
        orderId: 'order_demo_1',
        // the server prices the order: ₹247.00 for the week's borrow, ₹315.00 for the buy
        amount: JSON.parse(String(init?.body)).purpose === 'purchase' ? 31_500 : 24_700,
        currency: 'INR',
        provider: 'demo',
      },
    }),
    'POST /api/payments/demo/pay': {
      status: 200,
      body: { paymentId: 'pay_demo_1', orderId: 'order_demo_1', method: 'card' },
    },
    'POST /api/rentals/borrow': { status: 200, body: { collectionInfo } },
    'POST /api/purchases/buy': { status: 200, body: { sellerInfo: collectionInfo } },
    ...overrides,
  });
}

/** The JSON bodies sent to `METHOD /path`. */
function bodiesSent(mock: ReturnType<typeof fakeServer>, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return mock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

function renderDialog(props: Partial<BorrowBuyDialogProps> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], member);
  const onOpenChange = vi.fn();
  const onCompleted = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <BorrowBuyDialog
        book={book}
        open
        onOpenChange={onOpenChange}
        onCompleted={onCompleted}
        initialType="borrow"
        demoTimings={{ processingMs: 0, successMs: 0 }}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange, onCompleted, queryClient };
}

const dialog = () => screen.getByRole('dialog', { name: /Borrow Book|Buy Book|Rent Book/ });
const total = () => screen.getByTestId('cost-total').textContent;
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Borrow|Buy|Rent) (Book|for)/ });

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
      description: "Collect it from B-204, Lakeview Residency. Owner's phone: 9820011001",
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

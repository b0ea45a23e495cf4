/**
 * What the Borrow/Buy dialog tests share: the signed-in member, the book (20 rupees a day, 300 to buy), the fake
 * server with the platform settings, conversion rates and payment calls (the server prices create-order), and
 * rendering the dialog.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { Book } from '@/contract/books';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer } from '@/client/lib/testing';
import { borrowerFixture, testBook } from '@/client/lib/test-fixtures';
import { BorrowBuyDialog, type BorrowBuyDialogProps } from './borrow-buy-dialog';

export const member: SessionUser = borrowerFixture;

export const book: Book = testBook({
  id: 7,
  dailyFee: 20,
  sellingPrice: 300,
  ownerId: 1,
  hubName: 'Lakeview Residency',
  createdAt: '2026-01-01T00:00:00Z',
});

export const collectionInfo = { flatWing: 'B-204', buildingName: 'Lakeview Residency', phone: '9820011001' };
export const settings = {
  commissionRate: 5,
  securityDeposit: 100,
  minApartments: 90,
  maxRentalDays: 30,
  extensionFeePerDay: 10,
};
export const rates = {
  creditsToRupeesRate: '20',
  creditsToCommissionFreeRate: '20',
  creditsToCommissionFreeDaysRate: '20',
  brocksPerRupee: 10,
};

type Routes = Parameters<typeof fakeServer>[0];

export function serve(overrides: Routes = {}, balance = 100) {
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
export function bodiesSent(mock: ReturnType<typeof fakeServer>, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return mock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export function renderDialog(props: Partial<BorrowBuyDialogProps> = {}) {
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

export const dialog = () => screen.getByRole('dialog', { name: /Borrow Book|Buy Book|Rent Book/ });
export const total = () => screen.getByTestId('cost-total').textContent;
export const submitButton = () =>
  within(dialog()).getByRole('button', { name: /^(Borrow|Buy|Rent) (Book|for)/ });

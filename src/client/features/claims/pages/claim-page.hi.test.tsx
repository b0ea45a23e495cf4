import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositClaim } from '@/contract/claims';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims } from '@/client/lib/testing';
import { borrowerFixture } from '@/client/lib/test-fixtures';
import ClaimPage from './claim-page';

vi.setConfig({ testTimeout: 20_000 });

/** Asha's open claim of ₹60.00 on Ravi's deposit for The Guide, to be answered by 12 Nov 2026. */
const claim: DepositClaim = {
  id: 5,
  rentalId: 41,
  bookTitle: 'The Guide',
  ownerId: 1,
  ownerName: 'Asha Menon',
  borrowerId: borrowerFixture.id,
  borrowerName: borrowerFixture.name,
  amount: 60,
  remainingDeposit: 100,
  reason: 'The cover is torn.',
  status: 'open',
  borrowerReply: null,
  decidedAmount: null,
  decisionNote: null,
  settledAmount: null,
  respondBy: '2026-11-12T10:00:00.000Z',
  createdAt: '2026-11-09T10:00:00.000Z',
  settledAt: null,
  photos: [],
};

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('a deposit claim page in Hindi (ADR 0042)', () => {
  it('shows the borrower the claim, the answer-by date in Hindi month names and the Hindi buttons', async () => {
    fakeServer({ 'GET /api/deposit-claims/5': { status: 200, body: claim } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/auth/me'], borrowerFixture);
    const router = createMemoryRouter([{ path: '/deposit-claims/:id', element: <ClaimPage /> }], {
      initialEntries: ['/deposit-claims/5'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading', { name: 'जमा राशि का दावा' })).toBeInTheDocument();
    expect(
      await screen.findByText('Asha Menon ने “The Guide” के लिए आपकी जमा राशि में से ₹60.00 माँगे हैं।'),
    ).toBeInTheDocument();
    expect(screen.getByText('उधार लेने वाले के जवाब का इंतज़ार है')).toBeInTheDocument();
    expect(
      screen.getByText('12 नव॰ 2026, 10:00 am तक जवाब दें। 72 घंटे में जवाब न मिला तो दावा मान लिया जाएगा।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दावा मानें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आपत्ति करें' })).toBeInTheDocument();
    expect(screen.queryByText('Deposit claim')).not.toBeInTheDocument();
  });
});

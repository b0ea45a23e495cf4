import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { borrowerFixture, rentalFixture } from '@/client/lib/test-fixtures';
import { BorrowedTab } from './borrowed-tab';
import { LentOutTab } from './lent-out-tab';
import { ReturnDialog } from './return-dialog';

// Radix dialogs in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** A query client with Ravi signed in (the tabs' dialogs read the session). */
function signedIn() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], borrowerFixture);
  return { queryClient };
}

beforeEach(async () => {
  installBrowserShims();
  // only the clock: the loans below are due in 6 days, and the owner may cancel from 3 Nov
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-02T12:00:00.000Z'));
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('My Books rentals in Hindi (ADR 0042)', () => {
  it('shows a borrowed book with its due text, lender and fee per day in Hindi', async () => {
    fakeServer({
      'GET /api/rentals/borrowed': { status: 200, body: [rentalFixture()] },
    });
    renderWithProviders(<BorrowedTab />, signedIn());

    const card = (await screen.findByRole('heading', { name: 'The Guide' })).closest('li');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('लेखक: R. K. Narayan')).toBeInTheDocument();
    expect(inCard.getByText('किताब देने वाले: Asha Menon')).toBeInTheDocument();
    expect(inCard.getByText('5 दिन में लौटानी है')).toBeInTheDocument();
    expect(inCard.getByText('₹10.00/दिन')).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'लौटाने की अर्ज़ी दें' })).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'समय बढ़ाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Request Return')).not.toBeInTheDocument();
  });

  it('shows a lent book waiting for pickup with the cancel date in Hindi month names', async () => {
    fakeServer({
      'GET /api/rentals/lent': { status: 200, body: [rentalFixture({ pickedUpAt: null })] },
      'GET /api/rentals/41/photos': { status: 200, body: [] },
    });
    renderWithProviders(<LentOutTab />, signedIn());

    expect(await screen.findByText('उधार लेने वाले: Ravi Kulkarni')).toBeInTheDocument();
    expect(screen.getByText('किताब उठाए जाने का इंतज़ार है')).toBeInTheDocument();
    expect(
      screen.getByText('अगर किताब नहीं उठाई गई, तो आप 3 नव॰ 2026, 10:00 am से रद्द कर सकते हैं।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिकअप पक्का करें' })).toBeInTheDocument();
    expect(screen.getByText('₹70.00').closest('p')).toHaveTextContent('कमाई ₹70.00');
    expect(screen.queryByText('Waiting for pickup')).not.toBeInTheDocument();
  });

  it('shows the return dialog with the late fee sum in Hindi', async () => {
    fakeServer({});
    renderWithProviders(
      <ReturnDialog
        rental={rentalFixture({ daysLate: 3, lateFee: 30, lateFeeDue: 30 })}
        mode="request"
        open
        onOpenChange={() => {}}
      />,
      signedIn(),
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'लौटाने की अर्ज़ी' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 दिन की देरी × ₹10.00/दिन = ₹30.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('नोट (चाहें तो)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'लौटाने की अर्ज़ी दें' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Late fee')).not.toBeInTheDocument();
  });
});

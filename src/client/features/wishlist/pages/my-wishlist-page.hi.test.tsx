/** /my-wishlist in Hindi (ADR 0042): the counters, an item with its priority, date and buttons. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@/contract/wishlist';
import { sessionQueryKey } from '@/client/features/auth';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import MyWishlistPage from './my-wishlist-page';

vi.setConfig({ testTimeout: 20_000 });

const item: WishlistItem = {
  id: 1,
  priority: 1,
  addedAt: '2025-06-10T12:00:00.000Z',
  notes: null,
  book: {
    id: 101,
    title: 'Swami and Friends',
    author: 'R. K. Narayan',
    genre: 'Fiction',
    isAvailable: true,
    dailyFee: 15,
  },
};

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('My Wishlist in Hindi (ADR 0042)', () => {
  it('shows the title, counters and an item in Hindi', async () => {
    fakeServer({ 'GET /api/wishlist': { status: 200, body: [item] } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, testUser());
    renderWithProviders(<MyWishlistPage />, { path: '/my-wishlist', queryClient });

    expect(screen.getByRole('heading', { name: 'मेरी विशलिस्ट' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'विशलिस्ट का सार' });
    expect(within(summary).getByText('कुल किताबें')).toBeInTheDocument();
    expect(within(summary).getByText('सबसे ज़रूरी')).toBeInTheDocument();
    const card = screen.getByTestId('wishlist-item');
    expect(within(card).getByTestId('priority-badge')).toHaveTextContent('ज़्यादा');
    expect(within(card).getByText('लेखक: R. K. Narayan')).toBeInTheDocument();
    expect(within(card).getByText('अभी मिल सकती है!')).toBeInTheDocument();
    expect(within(card).getByText('10 जून 2025 को जोड़ी')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'अभी उधार लें' })).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Swami and Friends को विशलिस्ट से हटाएँ' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('My Wishlist')).not.toBeInTheDocument();
    expect(screen.queryByText('Borrow Now')).not.toBeInTheDocument();
  });
});

/**
 * /buy-brocks in Hindi (ADR 0042): Hindi words, prices through `formatRupees` with Indian grouping, and the
 * stored (English) page header left out in favour of the catalogue's.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { borrowerFixture } from '@/client/lib/test-fixtures';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import BuyBrocksPage from './buy-brocks-page';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const member = borrowerFixture;

describe('Buy Brocks in Hindi', () => {
  it('shows the balance, packages and summary in Hindi with rupees grouped the Indian way', async () => {
    fakeServer({
      'GET /api/user/credits': { status: 200, body: { balance: 1250, totalEarned: 1300 } },
      'GET /api/brocks-packages': {
        status: 200,
        body: [{ id: 1, name: 'Mega', brocks: 150000, bonus: 5000, price: '123456.00', popular: true }],
      },
      'GET /api/page-content/buy-brocks': {
        status: 200,
        body: {
          pageKey: 'buy-brocks',
          title: 'Stored English title',
          subtitle: null,
          description: null,
          ctaText: null,
          updatedAt: null,
        },
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/auth/me'], member);
    renderWithProviders(<BuyBrocksPage />, { path: '/buy-brocks', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Brocks क्रेडिट खरीदें' })).toBeInTheDocument();
    expect(screen.getByText('आपका बैलेंस')).toBeInTheDocument();
    expect(await screen.findByTestId('brocks-balance')).toHaveTextContent('1,250 Brocks');
    expect(screen.getByRole('heading', { name: 'पैकेज चुनें' })).toBeInTheDocument();
    expect(await screen.findByText('सबसे ज़्यादा चुना गया')).toBeInTheDocument();
    expect(screen.getByText('+5,000 बोनस')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio'));
    const summary = screen.getByRole('heading', { name: 'खरीद का ब्योरा' }).parentElement!;
    expect(within(summary).getByText('कुल Brocks').nextSibling).toHaveTextContent('1,55,000');
    expect(within(summary).getByText('कीमत').nextSibling).toHaveTextContent('₹1,23,456.00');
    expect(screen.getByRole('button', { name: 'खरीद पूरी करें' })).toBeInTheDocument();
    expect(screen.getByText('Brocks क्यों खरीदें?')).toBeInTheDocument();
    expect(screen.queryByText('Stored English title')).not.toBeInTheDocument();
    expect(screen.queryByText('Complete Purchase')).not.toBeInTheDocument();
  });
});

/** /earnings in Hindi (ADR 0042): Hindi words, money through `formatRupees`, Hindi month names on the chart. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import EarningsPage from './earnings-page';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const side = (earned: number, spent: number) => ({
  earned,
  spent,
  netWorth: earned - spent,
  earningTransactions: [],
  spendingTransactions: [],
});

describe('Earnings in Hindi', () => {
  it('shows the money totals, the lists and the deposits in Hindi, in rupees grouped the Indian way', async () => {
    fakeServer({
      'GET /api/user/earnings': {
        status: 200,
        body: {
          money: {
            ...side(123456, 1250),
            monthly: [],
            deposits: { held: 1250, refunded: 1000, applied: 0, holding: 250, transactions: [] },
          },
          brocks: side(300, 20),
        },
      },
    });
    renderWithProviders(<EarningsPage />, { path: '/earnings' });
    expect(screen.getByRole('heading', { level: 1, name: 'कमाई' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'इनाम' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'पैसे' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('total-Earned')).toHaveTextContent('₹1,23,456.00');
    expect(screen.getByText('कमाए')).toBeInTheDocument();
    expect(screen.getByTestId('total-Net Worth')).toHaveTextContent('₹1,22,206.00');
    expect(screen.getByRole('heading', { name: 'कमाई का हिसाब' })).toBeInTheDocument();
    expect(screen.getByText('अभी तक कोई कमाई नहीं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सिक्योरिटी डिपॉज़िट' })).toBeInTheDocument();
    expect(screen.getByText('रखा गया').nextSibling).toHaveTextContent('₹1,250.00');
    expect(screen.queryByText('Earnings')).not.toBeInTheDocument();
    expect(screen.queryByText('Security Deposits')).not.toBeInTheDocument();
  });
});

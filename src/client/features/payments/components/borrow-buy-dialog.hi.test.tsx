/** The Borrow/Buy dialog in Hindi (ADR 0042): Hindi words, rupees grouped the Indian way by `formatRupees`. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { installBrowserShims } from '@/client/lib/testing';
import { renderDialog, serve, settings } from './borrow-buy-dialog.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Borrow/Buy dialog in Hindi', () => {
  it('shows the choices and the cost breakdown in Hindi, with a ₹1,250.00 deposit', async () => {
    serve({ 'GET /api/platform/settings': { status: 200, body: { ...settings, securityDeposit: 1250 } } });
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'किताब उधार लें' })).toBeInTheDocument();
    expect(await screen.findByText('कृपया चुनें कि कितने दिन के लिए लेना है')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1 हफ़्ता' }));

    const breakdown = screen.getByTestId('cost-breakdown');
    expect(within(breakdown).getByText('किराया (₹20.00 × 7 दिन)').nextSibling).toHaveTextContent('₹140.00');
    expect(within(breakdown).getByText('प्लेटफ़ॉर्म फ़ीस (5%)').nextSibling).toHaveTextContent('₹7.00');
    expect(within(breakdown).getByText('सिक्योरिटी डिपॉज़िट (वापस मिलेगा)').nextSibling).toHaveTextContent(
      '₹1,250.00',
    );
    expect(screen.getByText('कुल')).toBeInTheDocument();
    expect(screen.getByTestId('cost-total')).toHaveTextContent('₹1,397.00');
    expect(screen.getByRole('button', { name: '₹1,397.00 में उधार लें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /कार्ड/ })).toBeInTheDocument();
    expect(screen.queryByText('Cost breakdown')).not.toBeInTheDocument();
    expect(screen.queryByText('Security deposit (refundable)')).not.toBeInTheDocument();
  });
});

/** The Hubs page in Hindi (ADR 0042): tabs, filters, a hub card with plural counts and Join. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/client/features/auth';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import HubsPage from './hubs-page';

vi.setConfig({ testTimeout: 20_000 });

const hub = {
  id: 4,
  name: 'Lakeview Residency',
  hubType: 'society',
  city: 'Mumbai',
  description: null,
  code: 'LAKE42',
  memberCount: 1,
  bookCount: 3,
  isMember: false,
};

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('the Hubs page in Hindi (ADR 0042)', () => {
  it('shows the tabs, filters and a hub card in Hindi', async () => {
    fakeServer({
      'GET /api/societies/available': { status: 200, body: [hub] },
      'GET /api/societies/my': { status: 200, body: [] },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, testUser({ city: 'Mumbai' }));
    renderWithProviders(<HubsPage />, { path: '/societies', queryClient });

    expect(screen.getByRole('heading', { name: 'हब' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हब बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'मेरे हब' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('हब खोजें')).toBeInTheDocument();
    expect(await screen.findByText('Lakeview Residency')).toBeInTheDocument();
    expect(screen.getByText('1 सदस्य')).toBeInTheDocument();
    expect(screen.getByText('3 किताबें')).toBeInTheDocument();
    expect(screen.getByText('सोसाइटी', { selector: '[data-hub-type]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lakeview Residency से जुड़ें' })).toHaveTextContent('जुड़ें');
    expect(screen.queryByText('Create Hub')).not.toBeInTheDocument();
    expect(screen.queryByText('1 member')).not.toBeInTheDocument();
  });
});

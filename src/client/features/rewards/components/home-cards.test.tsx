import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { BrocksCard, RecentRewardsCard } from './home-cards';

beforeAll(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

const badge = (badgeType: string) => ({ badgeType, createdAt: '2026-11-01T00:00:00.000Z' });
const reward = (action: string, credits: number, description: string) => ({
  action,
  credits,
  description,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('home Brocks card (spec 001 §2.2, §9: 3 badges and +N)', () => {
  it('shows the balance, the rank, 3 badge chips and +N, and leads to /brocks-info', async () => {
    fakeServer({
      'GET /api/user/credits': { status: 200, body: { balance: 546, totalEarned: 600 } },
      'GET /api/user/badges': {
        status: 200,
        body: ['referral_bronze', 'upload_10', 'upload_20', 'upload_30', 'referral_silver'].map(badge),
      },
    });
    renderWithProviders(<BrocksCard />);
    const card = await screen.findByRole('link', { name: /Brocks Balance/ });
    expect(card).toHaveAttribute('href', '/brocks-info');
    await within(card).findByText('546 Brocks');
    expect(within(card).getByText('Master')).toBeInTheDocument();
    const chips = await within(card).findByTestId('home-badges');
    expect(within(chips).getByText('Bronze Referrer')).toBeInTheDocument();
    expect(within(chips).getByText('10 Books Shared')).toBeInTheDocument();
    expect(within(chips).getByText('20 Books Shared')).toBeInTheDocument();
    expect(within(chips).queryByText('30 Books Shared')).toBeNull();
    expect(within(chips).getByText('+2')).toBeInTheDocument();
  });

  it('shows no chips without badges', async () => {
    fakeServer({
      'GET /api/user/credits': { status: 200, body: { balance: 40, totalEarned: 40 } },
      'GET /api/user/badges': { status: 200, body: [] },
    });
    renderWithProviders(<BrocksCard />);
    await screen.findByText('40 Brocks');
    expect(screen.queryByTestId('home-badges')).toBeNull();
  });
});

describe('home Recent Rewards (3 shown)', () => {
  it('lists the first 3 with type, description and +credits', async () => {
    fakeServer({
      'GET /api/user/recent-rewards': {
        status: 200,
        body: [
          reward('lend', 5, 'Lent "Dune"'),
          reward('borrow', 5, 'Borrowed "Emma"'),
          reward('book_upload', 1, 'Listed a book'),
          reward('opening_credits', 100, 'Welcome bonus for joining Hubshelf'),
        ],
      },
    });
    renderWithProviders(<RecentRewardsCard />);
    expect(await screen.findByText('Lent "Dune"')).toBeInTheDocument();
    expect(screen.getByText('Lent a book')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Welcome bonus for joining Hubshelf')).toBeNull();
  });

  it('offers Try again when the rewards fail to load', async () => {
    fakeServer({ 'GET /api/user/recent-rewards': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<RecentRewardsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

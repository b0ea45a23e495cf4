/**
 * 'What You May Like' (spec 000 §2, 001 §2.3): 4 items with their reason, 'View More (N more)' /
 * 'Show Less', and without preferences 'Discover Books You'll Love' with 'Set Your Preferences'.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testBook } from '@/client/lib/test-fixtures';
import { WhatYouMayLike } from './what-you-may-like';

vi.setConfig({ testTimeout: 15_000 });
beforeEach(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

const recommended = Array.from({ length: 6 }, (_, i) => ({
  ...testBook({ id: i + 1, title: `Fantasy Book ${i + 1}`, genre: 'Fantasy' }),
  reason: 'You love Fantasy',
}));

function serve(preferences: unknown[]) {
  return fakeServer({
    'GET /api/user/genre-preferences': { status: 200, body: preferences },
    'GET /api/books/recommended': { status: 200, body: recommended },
    'GET /api/wishlist/check/1': { status: 200, body: { isWishlisted: false } },
  });
}

describe('WhatYouMayLike', () => {
  it('shows 4 recommendations with their reason, then all with View More, and 4 again with Show Less', async () => {
    serve([{ genre: 'Fantasy', preferenceLevel: 5 }]);
    renderWithProviders(<WhatYouMayLike />);
    const panel = await screen.findByRole('region', { name: 'What You May Like' });
    expect(await within(panel).findByText('Fantasy Book 1')).toBeInTheDocument();
    expect(within(panel).getByText('Fantasy Book 4')).toBeInTheDocument();
    expect(within(panel).queryByText('Fantasy Book 5')).not.toBeInTheDocument();
    expect(within(panel).getAllByText('You love Fantasy')).toHaveLength(4);

    await userEvent.click(within(panel).getByRole('button', { name: 'View More (2 more)' }));
    expect(within(panel).getByText('Fantasy Book 6')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show Less' }));
    expect(within(panel).queryByText('Fantasy Book 5')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Refresh Recommendations' })).toBeInTheDocument();
  });

  it('invites a member without preferences to set them, and asks for no recommendations', async () => {
    const server = serve([]);
    renderWithProviders(<WhatYouMayLike />);
    expect(await screen.findByRole('heading', { name: "Discover Books You'll Love" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Your Preferences' })).toBeInTheDocument();
    const paths = server.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/books/recommended');
  });
});

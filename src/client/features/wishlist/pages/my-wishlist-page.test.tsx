import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@/contract/wishlist';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import MyWishlistPage from './my-wishlist-page';

/** Renders the page for a signed-in member (the Borrow/Buy dialog reads the session). */
function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], { id: 5, name: 'Kabir Singh', isAdmin: false });
  return renderWithProviders(<MyWishlistPage />, { path: '/my-wishlist', queryClient });
}

vi.setConfig({ testTimeout: 20_000 });

const item = (id: number, priority: number, isAvailable: boolean, title: string): WishlistItem => ({
  id,
  priority,
  addedAt: '2025-06-10T12:00:00.000Z',
  notes: id === 1 ? 'For the holidays' : null,
  book: { id: 100 + id, title, author: 'R. K. Narayan', genre: 'Fiction', isAvailable, dailyFee: 15 },
});

/** /my-wishlist (spec 001 §2.17, §3, §8 "Wishlist removal"). */
describe('MyWishlistPage', () => {
  beforeEach(() => installBrowserShims());

  it('shows the empty state with Browse Books to /browse', async () => {
    fakeServer({ 'GET /api/wishlist': { status: 200, body: [] } });
    renderPage();
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/browse');
  });

  it('shows the counters and each item with its priority, availability, fee and notes', async () => {
    fakeServer({
      'GET /api/wishlist': {
        status: 200,
        body: [
          item(1, 1, true, 'Swami and Friends'),
          item(2, 3, false, 'The Guide'),
          item(3, 7, true, 'Malgudi Days'),
        ],
      },
    });
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Wishlist summary' });
    expect(within(summary).getByTestId('counter-Total Books')).toHaveTextContent('3');
    expect(within(summary).getByTestId('counter-Available Now')).toHaveTextContent('2');
    expect(within(summary).getByTestId('counter-High Priority')).toHaveTextContent('1');
    const [first, second, third] = screen.getAllByTestId('wishlist-item');
    expect(within(first).getByTestId('priority-badge')).toHaveTextContent('High');
    expect(within(first).getByText('Available Now!')).toBeInTheDocument();
    expect(within(first).getByText('Added 10 Jun 2025')).toBeInTheDocument();
    expect(within(first).getByLabelText('Notes')).toHaveValue('For the holidays');
    expect(within(first).getByRole('button', { name: 'Borrow Now' })).toBeEnabled();
    expect(within(second).getByTestId('priority-badge')).toHaveTextContent('Low');
    expect(within(second).queryByText('Available Now!')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Not Available' })).toBeDisabled();
    // any other priority reads Medium
    expect(within(third).getByTestId('priority-badge')).toHaveTextContent('Medium');
  });

  it('saves edited notes with PATCH', async () => {
    const server = fakeServer({
      'GET /api/wishlist': { status: 200, body: [item(2, 3, false, 'The Guide')] },
      'PATCH /api/wishlist/102': { status: 200, body: item(2, 3, false, 'The Guide') },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Notes'), 'Ask Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Wishlist Updated')).toBeInTheDocument();
    const patch = server.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(sentBody(server, patch)).toEqual({ notes: 'Ask Ravi' });
  });

  it('removes an item, then shows the empty state', async () => {
    let gone = false;
    fakeServer({
      'GET /api/wishlist': () => ({ status: 200, body: gone ? [] : [item(2, 3, false, 'The Guide')] }),
      'DELETE /api/wishlist/102': () => {
        gone = true;
        return { status: 200, body: { message: 'Removed from wishlist' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove The Guide from wishlist' }));
    expect(await screen.findByText('Book has been removed from your wishlist')).toBeInTheDocument();
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
  });

  it('says Failed to remove book from wishlist when the removal fails', async () => {
    fakeServer({
      'GET /api/wishlist': { status: 200, body: [item(2, 3, false, 'The Guide')] },
      'DELETE /api/wishlist/102': { status: 500, body: { message: 'down' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove The Guide from wishlist' }));
    expect(await screen.findByText('Failed to remove book from wishlist')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1));
  });

  it('offers Try again when the list fails to load', async () => {
    fakeServer({ 'GET /api/wishlist': { status: 500, body: { message: 'down' } } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

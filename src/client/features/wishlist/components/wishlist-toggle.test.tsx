import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { WishlistToggle } from './wishlist-toggle';

vi.setConfig({ testTimeout: 15_000 });

/** The wishlist toggle (spec 000 §4 "Wishlist toggle", §8). */
describe('WishlistToggle', () => {
  beforeEach(() => installBrowserShims());

  it('adds with priority 1, says so and turns into Wishlisted', async () => {
    let wishlisted = false;
    const server = fakeServer({
      'GET /api/wishlist/check/7': () => ({ status: 200, body: { isWishlisted: wishlisted } }),
      'POST /api/wishlist': () => {
        wishlisted = true;
        return { status: 200, body: {} };
      },
      'GET /api/wishlist': { status: 200, body: [] },
    });
    renderWithProviders(<WishlistToggle bookId={7} bookTitle="Gitanjali" />);
    const button = await screen.findByRole('button', { name: 'Wishlist: Gitanjali' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByText('Added to Wishlist')).toBeInTheDocument();
    expect(screen.getByText('Book added to your wishlist successfully')).toBeInTheDocument();
    const post = server.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(server, post)).toEqual({ bookId: 7, priority: 1 });
    expect(await screen.findByRole('button', { name: 'Wishlisted: Gitanjali' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes a wishlisted book', async () => {
    let wishlisted = true;
    fakeServer({
      'GET /api/wishlist/check/7': () => ({ status: 200, body: { isWishlisted: wishlisted } }),
      'DELETE /api/wishlist/7': () => {
        wishlisted = false;
        return { status: 200, body: { message: 'Removed from wishlist' } };
      },
      'GET /api/wishlist': { status: 200, body: [] },
    });
    renderWithProviders(<WishlistToggle bookId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Wishlisted' }));
    expect(await screen.findByText('Removed from Wishlist')).toBeInTheDocument();
    expect(screen.getByText('Book removed from your wishlist')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Wishlist' })).toBeInTheDocument();
  });

  it('is disabled while the change is pending and reports a failure', async () => {
    let fail: (v: { status: number; body: unknown }) => void = () => undefined;
    fakeServer({
      'GET /api/wishlist/check/7': { status: 200, body: { isWishlisted: false } },
      'POST /api/wishlist': () => new Promise((resolve) => (fail = resolve)),
      'GET /api/wishlist': { status: 200, body: [] },
    });
    renderWithProviders(<WishlistToggle bookId={7} />);
    const button = await screen.findByRole('button', { name: 'Wishlist' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fail({ status: 500, body: { message: 'boom' } });
    expect(await screen.findByText('Failed to update wishlist. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('reads a failed check as not wishlisted', async () => {
    fakeServer({ 'GET /api/wishlist/check/7': { status: 500, body: { message: 'down' } } });
    renderWithProviders(<WishlistToggle bookId={7} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wishlist' })).toBeEnabled());
  });
});

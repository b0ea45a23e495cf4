import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { BoughtTab } from './bought-tab';
import { SoldTab } from './sold-tab';

const book = {
  id: 3,
  title: 'Malgudi Days',
  author: 'R. K. Narayan',
  genre: 'Fiction',
  imageUrl: null,
  coverImageUrl: null,
};

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

describe('Bought and Sold tabs', () => {
  it('Bought lists each book with its seller and purchase price', async () => {
    fakeServer({
      'GET /api/books/bought': {
        status: 200,
        body: [
          {
            id: 1,
            book,
            purchasePrice: 250,
            createdAt: '2026-02-03T10:00:00Z',
            seller: { name: 'Asha Menon' },
          },
        ],
      },
    });
    renderWithProviders(<BoughtTab />);
    expect(screen.getByLabelText('Loading the books you bought')).toBeInTheDocument();
    const item = (await screen.findByRole('heading', { name: 'Malgudi Days' })).closest('li')!;
    expect(within(item).getByText('Seller: Asha Menon')).toBeInTheDocument();
    expect(within(item).getByText('₹250.00')).toBeInTheDocument();
    expect(within(item).getByText('3 Feb 2026')).toBeInTheDocument();
  });

  it('Sold lists the buyer; an empty Sold tab leads to My Library', async () => {
    fakeServer({
      'GET /api/books/sold': {
        status: 200,
        body: [
          {
            id: 2,
            book,
            purchasePrice: 99.5,
            createdAt: '2026-02-03T10:00:00Z',
            buyer: { name: 'Ravi Kulkarni' },
          },
        ],
      },
    });
    const { unmount } = renderWithProviders(<SoldTab />);
    expect(await screen.findByText('Buyer: Ravi Kulkarni')).toBeInTheDocument();
    expect(screen.getByText('₹99.50')).toBeInTheDocument();
    unmount();

    fakeServer({ 'GET /api/books/sold': { status: 200, body: [] } });
    renderWithProviders(<SoldTab />);
    expect(await screen.findByText('No books sold yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Library' })).toHaveAttribute(
      'href',
      '/my-books?tab=library',
    );
  });

  it('an empty Bought tab leads to Browse; a failure offers Try again', async () => {
    fakeServer({ 'GET /api/books/bought': { status: 200, body: [] } });
    const first = renderWithProviders(<BoughtTab />);
    expect(await screen.findByText('No books bought yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/browse');
    first.unmount();

    fakeServer({ 'GET /api/books/bought': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<BoughtTab />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the books you bought.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueBook } from '@/contract/catalogue';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testBook } from '@/client/lib/test-fixtures';
import type { BulkBook } from '../lib/bulk-books';
import { ScanBarcodeDialog } from './scan-barcode-dialog';

vi.setConfig({ testTimeout: 20_000 });

const DUNE: CatalogueBook = {
  isbn13: '9780441013593',
  title: 'Dune',
  author: 'Frank Herbert',
  description: 'Spice.',
  genre: 'Science Fiction',
  imageUrl: null,
  source: 'google_books',
};
const OWN = '9780143039648'; // a book the member already lists, as ISBN-10 0143039644
const UNKNOWN = '9781112223334';

beforeEach(() => {
  installBrowserShims();
  fakeServer({
    'GET /api/books/my': { status: 200, body: [testBook({ isbn: '0143039644', title: 'The Guide' })] },
    [`GET /api/catalogue/isbn/${DUNE.isbn13}`]: { status: 200, body: DUNE },
    [`GET /api/catalogue/isbn/${OWN}`]: { status: 200, body: { ...DUNE, isbn13: OWN, title: 'The Guide' } },
    [`GET /api/catalogue/isbn/${UNKNOWN}`]: { status: 404, body: { message: 'No book found' } },
  });
});

function renderDialog(withReview = true) {
  const onReview = vi.fn<(books: BulkBook[]) => void>();
  const onOpenChange = vi.fn();
  const onIsbn = vi.fn();
  renderWithProviders(
    <ScanBarcodeDialog
      open
      onOpenChange={onOpenChange}
      onIsbn={onIsbn}
      onReview={withReview ? onReview : undefined}
    />,
  );
  return { user: userEvent.setup(), onReview, onOpenChange, onIsbn };
}

async function type(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText('Or type an ISBN'), `${code}{Enter}`);
}

describe("Scan Barcode dialog, 'Scan many' (spec 000 §2)", () => {
  it('is offered only where a review can follow', () => {
    renderDialog(false);
    expect(screen.getByRole('dialog', { name: 'Scan Barcode' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Scan many' })).not.toBeInTheDocument();
  });

  it('lists each read once, flags listed, unknown, duplicate and invalid codes, and hands over the review', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { user, onReview, onOpenChange, onIsbn } = renderDialog();
    await user.click(screen.getByRole('switch', { name: 'Scan many' }));
    expect(screen.getByText('No books yet. Scan a barcode to start the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review 0 books' })).toBeDisabled();

    const status = screen.getByRole('status');
    await type(user, DUNE.isbn13);
    await waitFor(() => expect(status).toHaveTextContent('Added: Dune'));
    expect(vibrate).toHaveBeenCalledTimes(1);

    await type(user, '0-441-01359-7'); // Dune again, as a typed ISBN-10
    expect(status).toHaveTextContent('Already in this list: Dune');
    await type(user, '9780441013594');
    expect(status).toHaveTextContent('Not a valid ISBN: 9780441013594');
    expect(vibrate).toHaveBeenCalledTimes(1);

    await type(user, OWN);
    await type(user, UNKNOWN);
    const rows = await screen.findAllByTestId('scanned-book');
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(within(rows[1]!).getByText('You already list this book')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(rows[2]!).getByText('No catalogue knows this ISBN')).toBeInTheDocument(),
    );
    expect(screen.getByText('3 books in the list')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Dune' }));
    expect(screen.getAllByTestId('scanned-book')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Review 2 books' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onIsbn).not.toHaveBeenCalled();
    const books = onReview.mock.calls[0]![0];
    expect(books.map((b) => [b.isbn, b.status, b.selected, b.title])).toEqual([
      [OWN, 'listed', false, 'The Guide'],
      [UNKNOWN, 'check', true, ''],
    ]);
  });
});

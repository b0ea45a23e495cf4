import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportMatch, ImportRowView, ImportView } from '@/contract/imports';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { ReviewStep } from './review-step';

const match = (over: Partial<ImportMatch> = {}): ImportMatch => ({
  isbn13: '9780143039648',
  title: 'The Guide',
  author: 'R. K. Narayan',
  genre: 'Fiction',
  description: null,
  imageUrl: null,
  ...over,
});

const row = (over: Partial<ImportRowView>): ImportRowView => ({
  rowNo: 1,
  title: 'The Guide',
  author: 'R. K. Narayan',
  isbn13: '9780143039648',
  isbnProblem: null,
  shelf: 'read',
  owned: true,
  status: 'matched',
  match: match(),
  alternatives: [],
  bookId: null,
  error: null,
  ...over,
});

const ROWS: ImportRowView[] = [
  row({ rowNo: 1 }),
  row({
    rowNo: 2,
    title: 'Malgudi Days',
    author: 'Narayan',
    isbn13: null,
    status: 'check',
    match: match({ isbn13: '9780140185409', title: 'Malgudi Days', author: 'R. K. Laxman' }),
    alternatives: [match({ isbn13: '9780143333623', title: 'Malgudi Days', author: 'R. K. Narayan' })],
  }),
  row({
    rowNo: 3,
    title: 'Swami and Friends',
    isbn13: null,
    isbnProblem: 'bad_check_digit',
    status: 'not_found',
    match: null,
  }),
  row({ rowNo: 4, title: 'Wings of Fire', status: 'already_listed', isbn13: '9788129115300', match: null }),
  row({
    rowNo: 5,
    title: 'Train to Pakistan',
    shelf: 'favourites',
    owned: false,
    isbn13: '9780670087914',
    match: match({ isbn13: '9780670087914', title: 'Train to Pakistan', author: 'Khushwant Singh' }),
  }),
  row({
    rowNo: 6,
    title: 'Midnight’s Children',
    shelf: 'to-read',
    owned: false,
    isbn13: '9780099578079',
    match: match({ isbn13: '9780099578079', title: 'Midnight’s Children', author: 'Salman Rushdie' }),
  }),
];

const VIEW: ImportView = {
  id: '4b0c8c2e-2f0a-4f55-9d3e-0e5f1c1d2a10',
  format: 'goodreads',
  fileName: 'goodreads_library_export.csv',
  counts: {
    total: 6,
    owned: 4,
    pending: 0,
    matched: 3,
    check: 1,
    notFound: 1,
    alreadyListed: 1,
    listed: 0,
  },
  createdAt: '2026-11-28T10:00:00Z',
  expiresAt: '2026-11-29T10:00:00Z',
  rows: ROWS,
};

const COMMIT = `POST /api/imports/${VIEW.id}/commit`;

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

function renderReview(onCommitted = vi.fn()) {
  renderWithProviders(<ReviewStep view={VIEW} onCommitted={onCommitted} />);
  return onCommitted;
}

const card = (rowNo: number, title: string) =>
  screen.getByRole('listitem', { name: `Row ${rowNo}: ${title}` });
const tick = (rowNo: number, title: string) =>
  within(card(rowNo, title)).getByRole('checkbox', { name: `List ${title}` });

describe('Import review (ADR 0051)', () => {
  it('shows each owned row with its status chip and ISBN problem; other rows only with Show all, to-read never', () => {
    renderReview();
    expect(screen.getAllByTestId('import-row')).toHaveLength(4);
    expect(within(card(1, 'The Guide')).getByText('Matched')).toBeInTheDocument();
    expect(within(card(2, 'Malgudi Days')).getByText('Check')).toBeInTheDocument();
    const notFound = card(3, 'Swami and Friends');
    expect(within(notFound).getByText('Not found')).toBeInTheDocument();
    expect(within(notFound).getByText('Check digit wrong')).toBeInTheDocument();
    expect(within(card(4, 'Wings of Fire')).getByText('Already listed')).toBeInTheDocument();
    expect(screen.getByTestId('import-counts')).toHaveTextContent(
      '6 rows · 3 matched · 1 to check · 1 not found · 1 already listed',
    );

    fireEvent.click(screen.getByRole('switch', { name: /Show all rows/ }));
    expect(screen.getAllByTestId('import-row')).toHaveLength(5);
    expect(tick(5, 'Train to Pakistan')).not.toBeChecked();
    expect(screen.queryByText('Midnight’s Children')).not.toBeInTheDocument();
  });

  it('ticks owned rows with an ISBN, not already listed ones nor rows still without an ISBN', () => {
    renderReview();
    expect(tick(1, 'The Guide')).toBeChecked();
    expect(tick(2, 'Malgudi Days')).not.toBeChecked();
    expect(tick(3, 'Swami and Friends')).not.toBeChecked();
    expect(tick(4, 'Wings of Fire')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'List 1 book' })).toBeEnabled();
  });

  it('shows a check row as the file says, with the catalogue books it may be; picking one fills and ticks it', () => {
    renderReview();
    const check = card(2, 'Malgudi Days');
    expect(within(check).getByLabelText('Author')).toHaveValue('Narayan');
    expect(within(check).getByLabelText('ISBN')).toHaveValue('');
    const group = within(check).getByRole('group', { name: 'Is it one of these?' });
    const options = within(group).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual([
      'Use Malgudi Days by R. K. Laxman (9780140185409)',
      'Use Malgudi Days by R. K. Narayan (9780143333623)',
    ]);
    fireEvent.click(options[1]!);
    expect(within(check).getByLabelText('Author')).toHaveValue('R. K. Narayan');
    expect(within(check).getByLabelText('ISBN')).toHaveValue('9780143333623');
    expect(options[1]).toHaveAttribute('aria-pressed', 'true');
    expect(tick(2, 'Malgudi Days')).toBeChecked();
  });

  it('applies the daily fee, condition and selling price to every shown row', () => {
    renderReview();
    fireEvent.change(screen.getByLabelText('Daily fee (₹)', { selector: '#import-default-fee' }), {
      target: { value: '15' },
    });
    fireEvent.change(screen.getByLabelText('Condition', { selector: '#import-default-condition' }), {
      target: { value: 'Very Good' },
    });
    fireEvent.change(screen.getByLabelText('Selling price (₹)', { selector: '#import-default-price' }), {
      target: { value: '250' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
    expect(screen.getByText('Applied to 4 rows')).toBeInTheDocument();
    for (const [rowNo, title] of [
      [1, 'The Guide'],
      [4, 'Wings of Fire'],
    ] as const) {
      const c = card(rowNo, title);
      expect(within(c).getByLabelText('Daily fee (₹)')).toHaveValue(15);
      expect(within(c).getByLabelText('Condition')).toHaveValue('Very Good');
      expect(within(c).getByLabelText('Selling price (₹)')).toHaveValue(250);
    }
  });

  it('lists the ticked rows as {rowNo, book}, with the alternative picked for the check row', async () => {
    const server = fakeServer({
      [COMMIT]: { status: 200, body: { addedCount: 2, failed: [], counts: { ...VIEW.counts, listed: 2 } } },
    });
    const onCommitted = renderReview();
    const check = card(2, 'Malgudi Days');
    fireEvent.click(
      within(check).getByRole('button', { name: 'Use Malgudi Days by R. K. Narayan (9780143333623)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'List 2 books' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await waitFor(() => expect(onCommitted).toHaveBeenCalledWith(expect.objectContaining({ addedCount: 2 })));
    expect(server.mock.calls[0]![0]).toBe(`/api/imports/${VIEW.id}/commit`);
    expect(sentBody(server)).toEqual({
      rows: [
        {
          rowNo: 1,
          book: expect.objectContaining({
            title: 'The Guide',
            author: 'R. K. Narayan',
            isbn: '9780143039648',
            genre: 'Fiction',
            condition: 'Good',
            dailyFee: '10.00',
          }),
        },
        {
          rowNo: 2,
          book: expect.objectContaining({
            title: 'Malgudi Days',
            author: 'R. K. Narayan',
            isbn: '9780143333623',
          }),
        },
      ],
    });
  });

  it('keeps a ticked row that breaks the add-book rules from being sent and says why', () => {
    const server = fakeServer({});
    renderReview();
    fireEvent.click(tick(3, 'Swami and Friends'));
    fireEvent.click(screen.getByRole('button', { name: 'List 2 books' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some ticked rows need fixing');
    expect(within(card(3, 'Swami and Friends')).getByLabelText('ISBN')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server).not.toHaveBeenCalled();
  });

  it('says so when nothing is ticked', () => {
    renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Untick all' }));
    fireEvent.click(screen.getByRole('button', { name: 'List 0 books' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick at least one book to list.');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportCounts, ImportRowView, ImportView } from '@/contract/imports';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import ImportPage from './import-page';

const ID = '4b0c8c2e-2f0a-4f55-9d3e-0e5f1c1d2a10';
const UNREADABLE =
  'We could not read this file. Export your library from Goodreads, The StoryGraph or LibraryThing, or upload a list of ISBNs.';

const counts = (over: Partial<ImportCounts>): ImportCounts => ({
  total: 25,
  owned: 25,
  pending: 0,
  matched: 0,
  check: 0,
  notFound: 0,
  alreadyListed: 0,
  listed: 0,
  ...over,
});

/** Row `n` of an ISBN list, pending or matched. */
const row = (n: number, matched: boolean): ImportRowView => ({
  rowNo: n,
  title: matched ? `Book ${n}` : '',
  author: matched ? 'A. Writer' : '',
  isbn13: '9780143039648',
  isbnProblem: null,
  shelf: '',
  owned: true,
  status: matched ? 'matched' : 'pending',
  match: matched
    ? {
        isbn13: '9780143039648',
        title: `Book ${n}`,
        author: 'A. Writer',
        genre: null,
        description: null,
        imageUrl: null,
      }
    : null,
  alternatives: [],
  bookId: null,
  error: null,
});

const rows = (from: number, to: number, matched: boolean) =>
  Array.from({ length: to - from + 1 }, (_, i) => row(from + i, matched));

const VIEW: ImportView = {
  id: ID,
  format: 'isbn_list',
  fileName: 'isbns.txt',
  counts: counts({ pending: 25 }),
  createdAt: '2026-11-28T10:00:00Z',
  expiresAt: '2026-11-29T10:00:00Z',
  rows: rows(1, 25, false),
};

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

function chooseFile(content = '9780143039648\n', name = 'isbns.txt') {
  const input = screen.getByLabelText('Export file');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/plain' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
}

describe('Import page (ADR 0051)', () => {
  it('explains the four files and shows the server’s message for a file it cannot read', async () => {
    const server = fakeServer({ 'POST /api/imports': { status: 400, body: { message: UNREADABLE } } });
    renderWithProviders(<ImportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Import your library' })).toBeInTheDocument();
    for (const text of [
      /^Goodreads: My Books/,
      /^The StoryGraph: Manage account/,
      /^LibraryThing: More/,
      /one ISBN per line/,
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    chooseFile('\u0000\u0001binary', 'photo.jpg');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE);
    const init = server.mock.calls[0]![1]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a file over 2 MB before sending it', () => {
    const server = fakeServer({});
    renderWithProviders(<ImportPage />);
    chooseFile('x'.repeat(2 * 1024 * 1024 + 1), 'big.csv');
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 2 MB');
    expect(server).not.toHaveBeenCalled();
  });

  it('matches batch by batch with progress, retries after an error, then reviews, lists and shows the result', async () => {
    let matchCalls = 0;
    fakeServer({
      'POST /api/imports': { status: 201, body: VIEW },
      [`POST /api/imports/${ID}/match`]: () => {
        matchCalls++;
        if (matchCalls === 1)
          return {
            status: 200,
            body: { counts: counts({ pending: 5, matched: 20 }), rows: rows(1, 20, true) },
          };
        if (matchCalls === 2) return { status: 503, body: { message: 'The catalogue is busy' } };
        return { status: 200, body: { counts: counts({ matched: 25 }), rows: rows(21, 25, true) } };
      },
      [`POST /api/imports/${ID}/commit`]: {
        status: 200,
        body: {
          addedCount: 24,
          failed: [{ rowNo: 25, message: 'You already list this book' }],
          counts: counts({ matched: 25, listed: 24 }),
        },
      },
    });
    renderWithProviders(<ImportPage />);
    chooseFile();

    expect(await screen.findByRole('alert')).toHaveTextContent('Matching stopped: The catalogue is busy');
    expect(screen.getByTestId('import-progress')).toHaveTextContent('Matched 20 of 25');
    expect(screen.getByRole('progressbar', { name: 'Matched 20 of 25' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Check your books' })).toBeInTheDocument();
    expect(matchCalls).toBe(3);
    expect(screen.getAllByTestId('import-row')).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'List 25 books' }));

    expect(await screen.findByTestId('import-listed')).toHaveTextContent('24 books listed.');
    expect(screen.getByText('Row 25: You already list this book')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Library' })).toHaveAttribute('href', '/my-books');
    expect(screen.getByRole('link', { name: 'Download the rows not listed' })).toHaveAttribute(
      'href',
      `/api/imports/${ID}/leftovers.csv`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    await waitFor(() => expect(screen.getByLabelText('Export file')).toBeInTheDocument());
  });
});

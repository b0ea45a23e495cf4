import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELF_PROGRESS_MEDIA_TYPE, type ShelfBookAnswer } from '@/contract/shelf';
import { testShelfBook } from '@/client/lib/test-fixtures';
import { installBrowserShims } from '@/client/lib/testing';
import BulkUploadOverlay from './bulk-upload-overlay';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../lib/scale-photo', () => ({ scalePhoto: async () => 'data:image/jpeg;base64,AAAA' }));

const book = (over: Partial<ShelfBookAnswer>) => testShelfBook({ isbn: '', ...over });

/** The analysis stream the test writes to, one event per `send`. */
let stream: ReadableStreamDefaultController<Uint8Array>;
const send = (event: unknown) => stream.enqueue(new TextEncoder().encode(`${JSON.stringify(event)}\n`));
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  installBrowserShims();
  fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) === '/api/books/analyze-bookshelf')
      return new Response(new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) }), {
        headers: { 'Content-Type': SHELF_PROGRESS_MEDIA_TYPE },
      });
    const { title } = JSON.parse(String(init?.body)) as { title: string };
    return Response.json({ isbn: '9780143039649', genre: 'Fiction', description: `About ${title}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function choosePhoto() {
  render(<BulkUploadOverlay open onOpenChange={vi.fn()} />);
  const input = screen.getByLabelText('Choose from Gallery');
  await userEvent.upload(input, new File(['jpeg'], 'shelf.jpg', { type: 'image/jpeg' }));
}

describe('Bulk upload analysis (ADR 0049)', () => {
  it('shows the reading and matching progress, and looks up ISBNs of matched rows without one only', async () => {
    await choosePhoto();
    await screen.findByRole('status');
    send({ type: 'reading' });
    expect(await screen.findByText('Reading the spines')).toBeInTheDocument();
    send({ type: 'matching', done: 1, total: 3 });
    expect(await screen.findByText('Matching 1 of 3')).toBeInTheDocument();
    send({
      type: 'result',
      result: {
        fallbackMode: false,
        books: [
          book({ isbn: '9780143039648' }),
          book({ title: 'Malgudi Days' }),
          book({ title: 'SWAMI FRNDS', author: '', status: 'check', readText: 'SWAMI FRNDS' }),
        ],
      },
    });
    stream.close();

    const rows = await screen.findAllByTestId('bulk-book');
    expect(rows).toHaveLength(3);
    const lookups = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/books/find-isbn');
    expect(lookups.map(([, init]) => JSON.parse(String(init?.body)).title)).toEqual(['Malgudi Days']);
    expect(within(rows[0]!).getByLabelText('ISBN')).toHaveValue('9780143039648');
    expect(within(rows[1]!).getByLabelText('ISBN')).toHaveValue('9780143039649');
    expect(within(rows[2]!).getByLabelText('ISBN')).toHaveValue('');
    expect(within(rows[2]!).getByText('Read on the spine: “SWAMI FRNDS”')).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('shows the server message of an error event and returns to the photo step', async () => {
    await choosePhoto();
    await screen.findByRole('status');
    send({ type: 'reading' });
    send({ type: 'error', status: 503, message: 'Many photos are being read right now.' });
    stream.close();

    expect(await screen.findByLabelText('Choose from Gallery')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Image analysis failed', {
      description: 'Failed to analyze image: 503 Many photos are being read right now.',
    });
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { renderWithProviders } from '@/client/lib/testing';
import { DownloadButton } from './download-button';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const NAME = 'Hubshelf Investor Pitch Deck';

/** A download button (spec 001 §2.18, §8 "Download", §9: cleanup 100 ms, reset 1 s). */
describe('DownloadButton', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the file, saves it through a link removed after 100 ms, and resets after 1 s', async () => {
    const fetchMock = vi.fn(async () => new Response('hello', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DownloadButton document="investor-pitch-deck" format="docx" />);
    fireEvent.click(screen.getByRole('button', { name: `${NAME}: Word (.docx)` }));

    const busy = await screen.findByRole('button', { name: `${NAME}: Downloading...` });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Download Started'));
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/downloads/investor-pitch-deck.docx',
      { credentials: 'include' },
    ]);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('Hubshelf-Investor-Pitch-Deck.docx');
    await waitFor(() => expect(clicked[0]!.isConnected).toBe(false), { timeout: 500 });
    await waitFor(() => expect(screen.getByRole('button', { name: `${NAME}: Word (.docx)` })).toBeEnabled(), {
      timeout: 3000,
    });
  });

  it('toasts Download Failed when the file cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderWithProviders(<DownloadButton document="future-features-roadmap" format="txt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hubshelf Future Features Roadmap: Text (.txt)' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Download Failed', {
        description: 'Please try again or use a different browser.',
      }),
    );
    expect(clicked).toHaveLength(0);
  });
});

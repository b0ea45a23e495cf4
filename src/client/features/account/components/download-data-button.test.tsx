/**
 * 'Download my data' (ADR 0052): POST /api/account/export, saved as hubshelf-data-YYYY-MM-DD.zip; disabled
 * with 'Preparing your data…' meanwhile; a 429 is toasted with the server's message.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { exportFileName } from '../lib/save-export';
import { DownloadDataButton } from './download-data-button';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
vi.setConfig({ testTimeout: 15_000 });

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  installBrowserShims();
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

describe('DownloadDataButton', () => {
  it('names the file by the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 30))).toBe('hubshelf-data-2026-01-05.zip');
  });

  it('posts, is disabled while preparing, and saves the ZIP as hubshelf-data-<date>.zip', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<DownloadDataButton />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/account/export', { method: 'POST' }]);

    answer(new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip' } }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(exportFileName());
    expect(toast.success).toHaveBeenCalledWith('Your data is downloading');
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("toasts a 429's message and saves nothing", async () => {
    const message = 'You can download your data 3 times a day. Try again tomorrow.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message }), { status: 429 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<DownloadDataButton />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not download your data.', { description: message }),
    );
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

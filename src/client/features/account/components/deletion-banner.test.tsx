/**
 * The scheduled-deletion banner (ADR 0052): nothing without a scheduled deletion; with one, the date and
 * 'Keep my account', which cancels it (DELETE /api/account/deletion), toasts the server's message and goes.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { DeletionBanner } from './deletion-banner';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
vi.setConfig({ testTimeout: 15_000 });

const STATUS = { scheduledFor: null, hasPassword: true, blockers: [] };

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('DeletionBanner', () => {
  it('shows nothing when no deletion is scheduled', async () => {
    const server = fakeServer({ 'GET /api/account/deletion': { status: 200, body: STATUS } });
    const { container } = renderWithProviders(<DeletionBanner />);
    await vi.waitFor(() => expect(server).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the status cannot be read', async () => {
    const server = fakeServer({});
    const { container } = renderWithProviders(<DeletionBanner />);
    await vi.waitFor(() => expect(server).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('names the date, and Keep my account cancels it with a toast', async () => {
    let scheduledFor: string | null = '2026-12-05T10:00:00.000Z';
    const server = fakeServer({
      'GET /api/account/deletion': () => ({ status: 200, body: { ...STATUS, scheduledFor } }),
      'DELETE /api/account/deletion': () => {
        scheduledFor = null;
        return { status: 200, body: { message: 'Your account will not be deleted.' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DeletionBanner />);
    const banner = await screen.findByRole('region', {
      name: 'Your account will be deleted on 5 Dec 2026.',
    });
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your account will not be deleted.'));
    await vi.waitFor(() => expect(banner).not.toBeInTheDocument());
    expect(server.mock.calls.map(([, init]) => init?.method ?? 'GET')).toContain('DELETE');
  });

  it('toasts the failure and keeps the banner when cancelling fails', async () => {
    fakeServer({
      'GET /api/account/deletion': {
        status: 200,
        body: { ...STATUS, scheduledFor: '2026-12-05T10:00:00.000Z' },
      },
      'DELETE /api/account/deletion': { status: 500, body: { message: 'Something went wrong' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<DeletionBanner />);
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not keep your account.', {
        description: 'Something went wrong',
      }),
    );
    expect(screen.getByRole('button', { name: 'Keep my account' })).toBeEnabled();
  });
});

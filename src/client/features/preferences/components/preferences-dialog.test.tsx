import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@/client/i18n/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { PreferencesDialog } from './preferences-dialog';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PATH = 'POST /api/user/genre-preferences';

function renderDialog(required: boolean, initial = [] as { genre: 'Fantasy'; preferenceLevel: 5 }[]) {
  const onOpenChange = vi.fn();
  const reload = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <div data-testid="outside">outside</div>
      <PreferencesDialog
        open
        required={required}
        onOpenChange={onOpenChange}
        initial={initial}
        reload={reload}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), onOpenChange, reload };
}

beforeEach(() => installBrowserShims());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The Genre preferences dialog (spec 000 §2, §4, §5; ADR 0026). */
describe('PreferencesDialog', () => {
  it('first-time: no close button, Escape and outside clicks keep it open', async () => {
    const { user, onOpenChange } = renderDialog(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('outside'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('the Update version closes on Escape', async () => {
    const { user, onOpenChange } = renderDialog(false);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cycles a chip Love → Like → Skip → not selected and starts from the saved set', async () => {
    const { user } = renderDialog(false, [{ genre: 'Fantasy', preferenceLevel: 5 }]);
    expect(screen.getByRole('button', { name: 'Fantasy: Love' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fantasy: Love' }));
    await user.click(screen.getByRole('button', { name: 'Fantasy: Like' }));
    await user.click(screen.getByRole('button', { name: 'Fantasy: Skip' }));
    expect(screen.getByRole('button', { name: 'Fantasy: not selected' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /: / })).toHaveLength(21);
  });

  it('refuses to save nothing with the spec message', async () => {
    const server = fakeServer({});
    const { user } = renderDialog(true);
    await user.click(screen.getByRole('button', { name: i18n.t('preferences:dialog.save') }));
    expect(toast.error).toHaveBeenCalledWith('No preferences selected');
    expect(server).not.toHaveBeenCalled();
  });

  it('saves the chosen levels and reloads after 500 ms', async () => {
    const server = fakeServer({ [PATH]: { status: 200, body: [] } });
    const { user, reload } = renderDialog(true);
    await user.click(screen.getByRole('button', { name: 'Fantasy: not selected' }));
    const romance = () => screen.getByRole('button', { name: /^Romance:/ });
    for (let i = 0; i < 3; i++) await user.click(romance());
    await user.click(screen.getByRole('button', { name: i18n.t('preferences:dialog.save') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Preferences Saved'));
    expect(sentBody(server)).toEqual({
      preferences: [
        { genre: 'Fantasy', preferenceLevel: 5 },
        { genre: 'Romance', preferenceLevel: 1 },
      ],
    });
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 2000 });
  });

  it('shows the spec failure message when the save fails', async () => {
    fakeServer({ [PATH]: { status: 500, body: { message: 'boom' } } });
    const { user, reload } = renderDialog(true);
    await user.click(screen.getByRole('button', { name: 'Fantasy: not selected' }));
    await user.click(screen.getByRole('button', { name: i18n.t('preferences:dialog.save') }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to save preferences. Please try again.',
      }),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});

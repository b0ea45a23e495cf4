import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ShareControl } from './share-control';

// Radix menus and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const book = { bookId: 42, bookTitle: 'The Guide', bookAuthor: 'R. K. Narayan', dailyFee: 12.5 };

async function renderWithOpenMenu() {
  const user = userEvent.setup();
  render(<ShareControl {...book} />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await screen.findByRole('menu');
  return user;
}

describe('ShareControl', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the six menu entries', async () => {
    await renderWithOpenMenu();
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['WhatsApp', 'Facebook', 'Twitter', 'Email', 'Copy Link', 'More Options']);
  });

  it('copies the book link, reads Copied! for 2000 ms, then Copy Link again', async () => {
    await renderWithOpenMenu();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    });

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/book/42`);
    expect(screen.getByRole('menuitem', { name: 'Copied!' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Link Copied!', {
      description: 'Book link copied to clipboard',
    });

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('menuitem', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('menuitem', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shows the destructive Copy Failed toast when the clipboard refuses', async () => {
    const user = await renderWithOpenMenu();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('menuitem', { name: 'Copy Link' }));

    expect(toast.error).toHaveBeenCalledWith('Copy Failed', { description: 'Please copy the link manually' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByRole('menuitem', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('More Options opens the Share Book dialog with the spec message and a read-only link', async () => {
    const user = await renderWithOpenMenu();
    await user.click(screen.getByRole('menuitem', { name: 'More Options' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Book' });
    expect(dialog).toHaveTextContent('₹12.50/day');
    const link = `${window.location.origin}/book/42`;
    expect(screen.getByTestId('share-message').textContent).toBe(
      'Check out "The Guide" by R. K. Narayan on Hubshelf! Available for ₹12.50/day. ' +
        `Join our community library and start sharing books today!\n\n${link}`,
    );
    expect(screen.getByLabelText('Book link')).toHaveValue(link);
    expect(screen.getByLabelText('Book link')).toHaveAttribute('readonly');
    for (const name of ['WhatsApp', 'Facebook', 'Twitter', 'Email']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('opens external targets in a new window with the spec link forms', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = await renderWithOpenMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Email' }));
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(String(url)).toMatch(/^mailto:\?subject=Book%20Recommendation%3A%20The%20Guide&body=Check%20out/);
    open.mockRestore();
  });
});

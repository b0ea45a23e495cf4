/**
 * The home's 'Invite Friends' card (spec 001 §2.2, §4.8, §8): the referral link, the WhatsApp share, and
 * Copy Link's 2-second copied state, its own success toast and the Copy Failed toast.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { InviteFriendsCard } from './invite-friends-card';
import { member, signedInAs } from './home-cards-test-helpers';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const link = `${window.location.origin}/register?ref=1007`;

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderCard = () => renderWithProviders(<InviteFriendsCard />, { queryClient: signedInAs(member) });

describe('InviteFriendsCard', () => {
  it("shows the member's referral link and shares it on WhatsApp", () => {
    renderCard();
    expect(screen.getByLabelText('Your invite link')).toHaveValue(link);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toContain(link);
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('copies the link, reads Copied! for 2 seconds with its own toast, then Copy Link again', async () => {
    userEvent.setup(); // installs a clipboard
    renderCard();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Link Copied!', {
      description: 'Invite link copied to clipboard',
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shows Copy Failed: Please copy the link manually when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderCard();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(toast.error).toHaveBeenCalledWith('Copy Failed', { description: 'Please copy the link manually' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });
});

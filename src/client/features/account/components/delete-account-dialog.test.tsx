/**
 * 'Delete my account' (ADR 0052): the dialog lists each blocker as a link with no confirm button; otherwise
 * it asks for the password (or a fresh Google sign-in), disables the confirm button while saving, shows a
 * 403's message and a 409's blockers.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeletionStatus } from '@/contract/account';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { DeleteAccountButton } from './delete-account-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
vi.setConfig({ testTimeout: 15_000 });

const OPEN: DeletionStatus = { scheduledFor: null, hasPassword: true, blockers: [] };
const RETURN_BLOCKER = {
  kind: 'rental_borrower' as const,
  message: 'Return "Wings of Fire" to Asha first',
  href: '/my-rentals',
};

beforeEach(() => {
  installBrowserShims();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<DeleteAccountButton />, {
    path: '/profile',
    routes: [{ path: '/my-rentals', element: <p>My rentals page</p> }],
  });
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { user, dialog };
}

describe('the Delete my account dialog', () => {
  it('lists each blocker as a link to where it is settled, with no confirm button', async () => {
    fakeServer({
      'GET /api/account/deletion': {
        status: 200,
        body: {
          ...OPEN,
          blockers: [
            RETURN_BLOCKER,
            { kind: 'payment', message: 'Wait for your payment of ₹120 to settle', href: '/earnings' },
          ],
        },
      },
    });
    const { user, dialog } = await openDialog();
    const list = await within(dialog).findByRole('list', { name: 'What to settle first' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Return "Wings of Fire" to Asha first', '/my-rentals'],
      ['Wait for your payment of ₹120 to settle', '/earnings'],
    ]);
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();

    await user.click(links[0]!);
    expect(await screen.findByText('My rentals page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password, explains the 7 days and what is kept, and sends it', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const server = fakeServer({
      'GET /api/account/deletion': { status: 200, body: OPEN },
      'POST /api/account/deletion': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openDialog();
    const password = await within(dialog).findByLabelText('Your password');
    expect(within(dialog).getByText(/deleted after 7 days/)).toBeInTheDocument();
    expect(within(dialog).getByText(/e-mail you a link that cancels/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read what is kept and why' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(password, 'hubshelf123');
    await user.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(sentBody(server, 1)).toEqual({ password: 'hubshelf123' });

    answer({ status: 200, body: { ...OPEN, scheduledFor: '2026-12-05T10:00:00.000Z' } });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your account will be deleted on 5 Dec 2026.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a 403's message beside the password and keeps the dialog open", async () => {
    fakeServer({
      'GET /api/account/deletion': { status: 200, body: OPEN },
      'POST /api/account/deletion': { status: 403, body: { message: 'Your password is not right' } },
    });
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is not right');
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("replaces the form with a 409's blockers", async () => {
    fakeServer({
      'GET /api/account/deletion': { status: 200, body: OPEN },
      'POST /api/account/deletion': {
        status: 409,
        body: { message: 'Settle these first', blockers: [RETURN_BLOCKER] },
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText('Your password'), 'hubshelf123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const link = await within(dialog).findByRole('link', { name: RETURN_BLOCKER.message });
    expect(link).toHaveAttribute('href', '/my-rentals');
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('a Google-only account gets no password field but the hint to sign in with Google again', async () => {
    const server = fakeServer({
      'GET /api/account/deletion': { status: 200, body: { ...OPEN, hasPassword: false } },
      'POST /api/account/deletion': {
        status: 200,
        body: { ...OPEN, hasPassword: false, scheduledFor: '2026-12-05T10:00:00.000Z' },
      },
    });
    const { user, dialog } = await openDialog();
    const google = await within(dialog).findByRole('link', { name: 'Sign in with Google again' });
    expect(google).toHaveAttribute('href', '/api/auth/google');
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sentBody(server, 1)).toEqual({});
  });

  it('says when the status cannot be read, and tries again', async () => {
    let fail = true;
    fakeServer({
      'GET /api/account/deletion': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { status: 200, body: OPEN },
    });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('Could not check your account. Please try again.')).toBeVisible();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Your password')).toBeInTheDocument();
  });
});

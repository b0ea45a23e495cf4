/**
 * The Security tab's password form (spec 001 §5, §8): the contract's messages, 'Updating...' while saving,
 * the server's reason on failure, a cleared form on success.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { SecurityForm } from './security-form';

beforeEach(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  renderWithProviders(<SecurityForm />);
  await user.type(screen.getByLabelText('Current Password', { exact: true }), current);
  await user.type(screen.getByLabelText('New Password', { exact: true }), next);
  await user.type(screen.getByLabelText('Confirm New Password', { exact: true }), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  return user;
}

describe('SecurityForm', () => {
  it("shows Passwords don't match and sends nothing", async () => {
    const server = fakeServer({});
    await fill('secret1', 'newpass1', 'newpass2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('disables the button reading Updating... while saving, then clears the form', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const server = fakeServer({
      'PUT /api/user/password': () => new Promise((resolve) => (answer = resolve)),
    });
    await fill('secret1', 'newpass1', 'newpass1');
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(sentBody(server)).toEqual({
      currentPassword: 'secret1',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    answer({ status: 200, body: { message: 'Password updated' } });
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current Password', { exact: true })).toHaveValue(''));
  });

  it("says Failed to update password. with the server's reason", async () => {
    fakeServer({
      'PUT /api/user/password': { status: 400, body: { message: 'Current password is incorrect' } },
    });
    await fill('wrong12', 'newpass1', 'newpass1');
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });
});

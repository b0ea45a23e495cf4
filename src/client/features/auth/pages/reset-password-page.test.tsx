import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import ResetPasswordPage from './reset-password-page';

beforeEach(() => installBrowserShims());

function renderPage(path = '/reset-password?token=abc123') {
  const rendered = renderWithProviders(<ResetPasswordPage />, {
    path,
    routes: [{ path: '/auth', element: <p>Auth screen</p> }],
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.click(screen.getByLabelText('New Password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm Password'));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('explains an invalid link when there is no token', async () => {
    const { user } = renderPage('/reset-password');
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(screen.getByText('Auth screen')).toBeInTheDocument();
  });

  it('checks length and confirmation before sending', async () => {
    const fetch = fakeServer({});
    const { user } = renderPage();
    await submit(user, '12345');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await submit(user, 'secret1', 'secret2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows both passwords on request', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it('resets with the token and returns to /auth after 2 seconds', async () => {
    const fetch = fakeServer({
      'POST /api/auth/reset-password': { status: 200, body: { message: 'Password updated' } },
    });
    const { user } = renderPage();
    await submit(user, 'newpass1');
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ token: 'abc123', password: 'newpass1' });
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    const shownAt = Date.now();
    expect(await screen.findByText('Auth screen', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  });

  it('shows the server message, or Failed to reset password without one', async () => {
    let answer = {
      status: 400,
      body: { message: 'This reset link has expired. Please request a new one.' } as unknown,
    };
    fakeServer({ 'POST /api/auth/reset-password': () => answer });
    const { user } = renderPage();
    await submit(user, 'newpass1');
    expect(
      await screen.findByText('This reset link has expired. Please request a new one.'),
    ).toBeInTheDocument();
    answer = { status: 500, body: undefined };
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.queryByText('Auth screen')).not.toBeInTheDocument();
  });

  it('says An error occurred when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderPage();
    await submit(user, 'newpass1');
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import AuthPage from './auth-page';

beforeEach(() => installBrowserShims());

function renderPage(path = '/auth') {
  const rendered = renderWithProviders(<AuthPage />, { path });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('AuthPage', { timeout: 20_000 }, () => {
  it('opens on Sign In with Google as a browser link and Sign Up from ?tab=register', async () => {
    const { unmount } = renderPage();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    unmount();
    renderPage('/auth?tab=register&ref=1002');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Referral Code (optional)')).toHaveValue('1002');
  });

  it('turns ?error=google into the Connection Error toast and drops the parameter', async () => {
    const { router } = renderPage('/auth?error=google');
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to Google. Please use email/password login instead.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('validates the sign-in form with the spec messages', async () => {
    const fetch = fakeServer({});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows Error with the server message, or Login failed without one', async () => {
    let answer = { status: 401, body: { message: 'Invalid email or password' } as unknown };
    const fetch = fakeServer({ 'POST /api/auth/login': () => answer });
    const { user } = renderPage();
    await fill(user, 'Email', 'Asha@Example.com');
    await fill(user, 'Password', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ email: 'asha@example.com', password: 'wrong-password' });

    answer = { status: 502, body: undefined };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('switches to Sign In with the new email after a successful registration', async () => {
    fakeServer({ 'POST /api/auth/register': { status: 200, body: { id: 7 } } });
    const { user } = renderPage('/auth?tab=register');
    await screen.findByLabelText('Full Name'); // the Sign Up form is code-split
    await fill(user, 'Full Name', 'Ravi Kumar');
    await fill(user, 'Email', 'ravi@example.com');
    await fill(user, 'Phone Number', '9876543210');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }));
    await fill(user, 'Flat and Wing Number', 'A-1');
    await fill(user, 'Building Name', 'Sea View');
    await fill(user, 'Detailed Address', 'Marine Drive, Mumbai');
    await fill(user, 'Password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
  });

  it('sends a reset email from the forgot view and returns to Sign In', async () => {
    const fetch = fakeServer({ 'POST /api/auth/forgot-password': { status: 200, body: { message: 'ok' } } });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

    await fill(user, 'Email', 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(
      await screen.findByText('Password Reset Email sent. Please check your inbox as well as spam folder'),
    ).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ email: 'asha@example.com' });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('says Failed to send reset email when the request fails, and Back to Sign In leaves the view', async () => {
    fakeServer({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { message: 'Too many requests. Try again in a minute.' },
      },
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await fill(user, 'Email', 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});

/**
 * The mailed cancel link's page (ADR 0052): posts the token once and shows the outcome with links home and
 * to sign in; an invalid or missing token reads as an invalid link.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import DeletionCancelPage from './deletion-cancel-page';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'ab'.repeat(32);

beforeEach(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

describe('the deletion cancel page', () => {
  it('posts the token once and says the account is kept', async () => {
    const server = fakeServer({
      'POST /api/account/deletion/cancel': {
        status: 200,
        body: { message: 'Your account will not be deleted.' },
      },
    });
    renderWithProviders(<DeletionCancelPage />, { path: `/account/deletion/cancel?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Your account is kept' })).toBeInTheDocument();
    expect(screen.getByText('Your account will not be deleted.')).toBeInTheDocument();
    const posts = server.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(sentBody(server, server.mock.calls.indexOf(posts[0]!))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's invalid-link message", async () => {
    fakeServer({
      'POST /api/account/deletion/cancel': {
        status: 400,
        body: { message: 'This link is invalid or has expired.' },
      },
    });
    renderWithProviders(<DeletionCancelPage />, { path: `/account/deletion/cancel?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });

  it('a link without a token is invalid without asking the server', async () => {
    const server = fakeServer({});
    renderWithProviders(<DeletionCancelPage />, { path: '/account/deletion/cancel' });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

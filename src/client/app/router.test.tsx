import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { testUser } from '@/client/lib/test-fixtures';
import { fakeServer, installBrowserShims } from '@/client/lib/testing';

// Stand-in pages for every path the shell links to, so header, menu and navigation links all show.
vi.mock('./routes', () => {
  const page = (name: string) => ({ path: name, element: <h1>{name} page</h1> });
  return {
    toRoute: (m: { default: () => null }) => ({ Component: m.default }),
    memberRoutes: [
      { index: true, element: <h1>Home page</h1> },
      ...[
        'earnings',
        'notifications',
        'profile',
        'my-wishlist',
        'admin',
        'browse',
        'my-books',
        'chat',
        'societies',
      ].map(page),
    ],
    publicRoutes: [{ path: 'downloads', element: <h1>Downloads page</h1> }],
    signedOutChatRoutes: [],
  };
});

// Pages are code-split: the first import of a page module in jsdom can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const member = testUser({
  id: 1,
  userNumber: 1001,
  name: 'Asha Sharma',
  email: 'asha@example.com',
  phone: '9876543210',
  flatWing: 'B-402',
  buildingName: 'Green Meadows',
  detailedAddress: 'Baner Road',
  city: 'Pune',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const unread = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    type: 'reminder',
    title: 't',
    message: 'm',
    isRead: false,
    createdAt: '',
    data: null,
  }));

beforeEach(() => {
  installBrowserShims();
  window.localStorage.clear();
  vi.resetModules();
});

/** Opens the app at `path` with a fresh router module (each test starts from its own session state). */
async function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const { AppRouter } = await import('./router');
  const { Providers } = await import('./providers');
  render(
    <Providers queryClient={createQueryClient()}>
      <AppRouter />
    </Providers>,
  );
  return userEvent.setup({ delay: null });
}

const signedOut = { 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } };

describe('signed out', () => {
  it('shows the splash screen while the session is checked', async () => {
    fakeServer({ 'GET /api/auth/me': () => new Promise(() => {}) });
    await openApp('/');
    expect(screen.getByRole('status', { name: 'Loading Hubshelf' })).toBeInTheDocument();
  });

  it('shows the welcome slides on a first visit, and Skip goes to /auth', async () => {
    fakeServer(signedOut);
    const user = await openApp('/');
    expect(await screen.findByText('1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  }, 15_000); // the welcome gate, landing and auth pages are each imported for the first time here

  it('shows the landing page for any other path once the slides were seen', async () => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    fakeServer(signedOut);
    const user = await openApp('/browse/some/deep/path');
    expect(await screen.findByText('Connect, share, read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Get started' })[0]);
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens /reset-password without the welcome slides', async () => {
    fakeServer(signedOut);
    await openApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  });

  it('serves public pages to visitors with a Sign in link', async () => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    fakeServer(signedOut);
    await openApp('/downloads');
    expect(await screen.findByRole('heading', { name: 'Downloads page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('turns /register?ref= into Sign Up with the referral code', async () => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    fakeServer(signedOut);
    await openApp('/register?ref=1001');
    expect(await screen.findByLabelText('Referral Code (optional)')).toHaveValue('1001');
    expect(window.location.pathname).toBe('/auth');
  });
});

describe('signed in', () => {
  it('shows the shell with the page, header links and bottom navigation marked by path prefix', async () => {
    fakeServer({
      'GET /api/auth/me': { status: 200, body: member },
      'GET /api/notifications': { status: 200, body: unread(3) },
    });
    await openApp('/societies');
    expect(await screen.findByRole('heading', { name: 'societies page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Browse', 'My Books', 'Chat', 'Hub']);
    expect(within(nav).getByRole('link', { name: 'Hub' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
  });

  it('caps the badge at 9+', async () => {
    fakeServer({
      'GET /api/auth/me': { status: 200, body: member },
      'GET /api/notifications': { status: 200, body: unread(12) },
    });
    await openApp('/');
    expect(await screen.findByRole('link', { name: 'Notifications, 12 unread' })).toHaveTextContent('9+');
  });

  it('shows no badge when the notification list fails', async () => {
    fakeServer({
      'GET /api/auth/me': { status: 200, body: member },
      'GET /api/notifications': { status: 500 },
    });
    await openApp('/');
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('shows 404 Page Not Found with the developer hint for an unknown path', async () => {
    fakeServer({ 'GET /api/auth/me': { status: 200, body: member } });
    await openApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('src/client/app/routes.tsx')).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
  });

  it('sends /auth to the home page', async () => {
    fakeServer({ 'GET /api/auth/me': { status: 200, body: member } });
    await openApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('lists name, email and the member links in the avatar menu; Admin Panel only for admins', async () => {
    fakeServer({ 'GET /api/auth/me': { status: 200, body: member } });
    const user = await openApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Asha Sharma')).toBeInTheDocument();
    expect(within(menu).getByText('asha@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Profile', 'My Wishlist', 'Log out']);
  });

  it('shows Admin Panel to an administrator', async () => {
    fakeServer({ 'GET /api/auth/me': { status: 200, body: { ...member, isAdmin: true } } });
    const user = await openApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('logs out: clears the session, goes to / and says Logged out', async () => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    const fetch = fakeServer({
      'GET /api/auth/me': { status: 200, body: member },
      'POST /api/auth/logout': { status: 200, body: { message: 'ok' } },
    });
    const user = await openApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(await screen.findByText('Connect, share, read')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/me')).toHaveLength(1);
  });

  it('stays signed in and says so when logout fails', async () => {
    fakeServer({
      'GET /api/auth/me': { status: 200, body: member },
      'POST /api/auth/logout': { status: 500 },
    });
    const user = await openApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Failed to logout. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument());
  });
});

describe('first screen (prepareFirstScreen, used by main.tsx before the first render)', () => {
  /** Waits for the first screen, then renders the app once, as main.tsx does. */
  async function openPrepared(path: string) {
    window.history.replaceState(null, '', path);
    const { AppRouter, prepareFirstScreen } = await import('./router');
    const { Providers } = await import('./providers');
    const queryClient = createQueryClient();
    await prepareFirstScreen(queryClient);
    render(
      <Providers queryClient={queryClient}>
        <AppRouter />
      </Providers>,
    );
  }

  const splash = () => screen.queryByRole('status', { name: 'Loading Hubshelf' });

  it('draws the landing page at once for a returning visitor, without the splash', async () => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    fakeServer(signedOut);
    await openPrepared('/');
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByText('Connect, share, read')).toBeInTheDocument();
  });

  it('draws the welcome slides at once on a first visit', async () => {
    fakeServer(signedOut);
    await openPrepared('/auth');
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
  });

  it('draws the shell and the page at once for a member', async () => {
    fakeServer({
      'GET /api/auth/me': { status: 200, body: member },
      'GET /api/notifications': { status: 200, body: [] },
    });
    await openPrepared('/societies');
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'societies page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('treats a failed session check as signed out', async () => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    fakeServer({ 'GET /api/auth/me': { status: 500, body: { message: 'Internal error' } } });
    await openPrepared('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});

/**
 * The screens shown before or outside the catalogues in Hindi (ADR 0042): the route error page, the offline
 * bar and the splash pick their words without i18next and follow a change of language.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { installBrowserShims } from '@/client/lib/testing';
import { RouteErrorPage } from './route-error-page';
import { OfflineBanner } from './shell/offline-banner';
import { SplashScreen } from './splash-screen';

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/page.js');
}

describe('early screens in Hindi (ADR 0042)', () => {
  it('explains a page that could not load, with a Reload button, and switches back to English', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByText(/यह पेज खुल नहीं पाया/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says the device is offline in Hindi', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं');
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('names the splash spinner in Hindi', () => {
    render(<SplashScreen />);
    expect(screen.getByRole('status', { name: 'Hubshelf खुल रहा है' })).toBeInTheDocument();
  });
});

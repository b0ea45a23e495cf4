/** /profile in Hindi (ADR 0042): header, tiles, tabs, the form, and the language switch when offered. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/client/features/auth';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { testUser } from '@/client/lib/test-fixtures';
import ProfilePage from './profile-page';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  document.cookie = 'hubshelf_lang=; path=/; max-age=0';
});

function renderProfile() {
  const server = fakeServer({
    'GET /api/user/stats': {
      status: 200,
      body: { booksBorrowed: 2, booksLent: 1, totalReferrals: 3, societiesJoined: 1 },
    },
    'GET /api/user/profile-options': { status: 200, body: { schools: [], companies: [] } },
    'PATCH /api/auth/profile': { status: 200, body: testUser({ totalReferrals: 3 }) },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, testUser({ totalReferrals: 3 }));
  renderWithProviders(<ProfilePage offeredLanguages={['en', 'hi']} />, { path: '/profile', queryClient });
  return server;
}

describe('the profile page in Hindi (ADR 0042)', () => {
  it('shows the header, tiles, tabs and form in Hindi', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Meera Nair' })).toBeInTheDocument();
    expect(screen.getByText('गोल्ड मददगार')).toBeInTheDocument();
    expect(screen.getByText('उधार ली किताबें')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'सुरक्षा' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'एडमिन' })).toBeDisabled();
    expect(screen.getByText('किसी को बुलाने के लिए यह नंबर दीजिए')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeInTheDocument();
    expect(screen.queryByText('Books Borrowed')).not.toBeInTheDocument();
    expect(screen.queryByText('Gold Helper')).not.toBeInTheDocument();
  });

  it('offers the language switch and goes back to English with it', async () => {
    renderProfile();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Books Borrowed')).toBeInTheDocument();
    expect(screen.getByText('Gold Helper')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});

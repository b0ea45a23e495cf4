/** /privacy in Hindi and English (ADR 0052, ADR 0042): the same sections, each in the language shown. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import PrivacyPage from './privacy-page';

beforeEach(() => {
  installBrowserShims();
  fakeServer({});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Privacy page', () => {
  it('states what is kept, for how long, and the 7-day grace period in English', () => {
    renderWithProviders(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'What is kept, and why' })).toHaveTextContent(/8 years/);
    expect(screen.getByText(/The account is erased 7 days later/)).toBeInTheDocument();
    expect(screen.getByText(/sections 11 and 12 of the DPDP Act, 2023/)).toBeInTheDocument();
  });

  it('is all in Hindi when Hindi is shown', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'क्या रखा जाता है, और क्यों' })).toBeInTheDocument();
    expect(screen.getByText(/8 साल तक/)).toBeInTheDocument();
    expect(screen.queryByText('What is kept, and why')).not.toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import AuthPage from './auth-page';
import ResetPasswordPage from './reset-password-page';

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the auth screens in Hindi (ADR 0042)', () => {
  it('renders Sign In in Hindi, with <html lang="hi">', () => {
    renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(screen.getByRole('tab', { name: 'साइन इन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Google से आगे बढ़ें' })).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('switches back to English text when the language changes', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'रीसेट लिंक सही नहीं है' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { FeedbackDialog } from './feedback-dialog';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  installBrowserShims();
  fakeServer({});
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the feedback dialog in Hindi (ADR 0042)', () => {
  it('asks for the feedback in Hindi', () => {
    renderWithProviders(<FeedbackDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'अपनी राय बताएं' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'किस बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'आपकी राय' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'राय भेजें' })).toBeInTheDocument();
    expect(screen.queryByText('Send Feedback')).not.toBeInTheDocument();
  });
});

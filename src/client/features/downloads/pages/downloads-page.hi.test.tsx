import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import DownloadsPage from './downloads-page';

beforeEach(async () => {
  installBrowserShims();
  fakeServer({});
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Downloads page in Hindi (ADR 0042)', () => {
  it('names the page, the documents and the formats in Hindi', () => {
    renderWithProviders(<DownloadsPage />, { path: '/downloads' });
    expect(screen.getByRole('heading', { name: 'डाउनलोड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hubshelf निवेशक प्रेज़ेंटेशन' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Hubshelf निवेशक प्रेज़ेंटेशन — Word फ़ाइल (.docx)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Downloads')).not.toBeInTheDocument();
  });
});

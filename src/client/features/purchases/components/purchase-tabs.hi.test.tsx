import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { BoughtTab } from './bought-tab';

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('My Books → Bought in Hindi (ADR 0042)', () => {
  it('shows the empty state in Hindi', async () => {
    fakeServer({ 'GET /api/books/bought': { status: 200, body: [] } });
    renderWithProviders(<BoughtTab />);

    expect(await screen.findByText('अभी तक कोई किताब नहीं खरीदी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'किताबें देखें' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByText('No books bought yet')).not.toBeInTheDocument();
  });
});

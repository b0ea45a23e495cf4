/** /import in Hindi (ADR 0042, ADR 0051): the upload step and a review row with its chips. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportView } from '@/contract/imports';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { ReviewStep } from '../components/review-step';
import ImportPage from './import-page';

vi.setConfig({ testTimeout: 20_000 });

const VIEW: ImportView = {
  id: '4b0c8c2e-2f0a-4f55-9d3e-0e5f1c1d2a10',
  format: 'goodreads',
  fileName: 'goodreads_library_export.csv',
  counts: { total: 1, owned: 1, pending: 0, matched: 0, check: 0, notFound: 1, alreadyListed: 0, listed: 0 },
  createdAt: '2026-11-28T10:00:00Z',
  expiresAt: '2026-11-29T10:00:00Z',
  rows: [
    {
      rowNo: 1,
      title: 'Swami and Friends',
      author: 'R. K. Narayan',
      isbn13: null,
      isbnProblem: 'not_an_isbn',
      shelf: 'read',
      owned: true,
      status: 'not_found',
      match: null,
      alternatives: [],
      bookId: null,
      error: null,
    },
  ],
};

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('Import in Hindi (ADR 0042)', () => {
  it('explains the upload in Hindi and asks for a file first', () => {
    fakeServer({});
    renderWithProviders(<ImportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी लाइब्रेरी इम्पोर्ट करें' })).toBeInTheDocument();
    expect(screen.getByText('हम चार तरह की फ़ाइलें लेते हैं:')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'अपलोड करें और पढ़ें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('पहले एक फ़ाइल चुनें।');
  });

  it('shows a review row’s chips and the list button in Hindi', () => {
    renderWithProviders(<ReviewStep view={VIEW} onCommitted={vi.fn()} />);
    const row = screen.getByRole('listitem', { name: 'पंक्ति 1: Swami and Friends' });
    expect(within(row).getByText('नहीं मिली')).toBeInTheDocument();
    expect(within(row).getByText('यह ISBN नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 किताब लिस्ट करें' })).toBeInTheDocument();
  });
});

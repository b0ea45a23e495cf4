import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { testBook } from '@/client/lib/test-fixtures';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import BrowsePage from './browse-page';

const member = { id: 1, name: 'Asha Menon', email: 'asha@hubshelf.local' } as SessionUser;

/** The browse API: the first 20 of 1,234 matching books, all of another member. */
function browseServer() {
  const books = Array.from({ length: 20 }, (_, i) =>
    testBook({ id: i + 1, title: `Book number ${i + 1}`, ownerId: 9, genre: 'Science Fiction' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/books/browse')
        return new Response('{"message":"Not found"}', { status: 404 });
      return new Response(JSON.stringify(books), {
        status: 200,
        headers: { 'X-Total-Count': '1234', 'X-Has-More': 'true' },
      });
    }),
  );
}

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], member);
  return renderWithProviders(<BrowsePage />, { path: '/browse', queryClient });
}

beforeEach(async () => {
  installBrowserShims();
  vi.stubGlobal('IntersectionObserver', undefined);
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Browse Books in Hindi (ADR 0042)', { timeout: 20_000 }, () => {
  it('reads the count with Indian digit grouping, the search box, sort and filters in Hindi', async () => {
    browseServer();
    renderPage();
    expect(await screen.findByText('1,234 किताबें मिलीं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'किताबें देखें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'किताब, लेखक या कोई शब्द खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और फ़िल्टर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और किताबें दिखाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('लेखक: R. K. Narayan')).toHaveLength(20);
    expect(screen.queryByText('1,234 books found')).not.toBeInTheDocument();
    expect(screen.queryByText('Browse Books')).not.toBeInTheDocument();
  });

  it('shows the Book Details of a card in Hindi, genre and condition included', async () => {
    browseServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Book number 2' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleName('किताब की जानकारी');
    const fact = (label: string) =>
      within(within(dialog).getByText(label).parentElement!).getByRole('definition');
    expect(fact('विधा')).toHaveTextContent('विज्ञान कथा');
    expect(fact('हालत')).toHaveTextContent('अच्छी');
    expect(fact('रोज़ का किराया')).toHaveTextContent('₹12.50/दिन');
    expect(fact('बिक्री कीमत')).toHaveTextContent('बिक्री के लिए नहीं');
    expect(within(dialog).getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    // the footer button and the corner ×, both named in Hindi
    expect(within(dialog).getAllByRole('button', { name: 'बंद करें' })).toHaveLength(2);
    expect(within(dialog).queryByText('Genre')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Fee per day')).not.toBeInTheDocument();
  });
});

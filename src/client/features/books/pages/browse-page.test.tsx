import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import type { Book } from '@/contract/books';
import { createQueryClient } from '@/client/lib/query-client';
import { testBook, testUser } from '@/client/lib/test-fixtures';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import BrowsePage from './browse-page';

const member: SessionUser = testUser({
  id: 1,
  userNumber: 1001,
  name: 'Asha Menon',
  email: 'asha@hubshelf.local',
  phone: '9800000000',
  flatWing: 'A-1',
  buildingName: 'Lakeview',
  detailedAddress: 'Powai, Mumbai',
});

const makeBook = (id: number): Book =>
  testBook({
    id,
    title: `Book number ${id}`,
    dailyFee: 10,
    owner: { name: 'Ravi Kumar' },
    hubName: 'Lakeview Residency',
    createdAt: '2026-01-01T00:00:00Z',
  });

/** The fake browse API: `total` matching books answered 'limit' at a time from 'offset'. */
function browseServer(total: number, header: (total: number) => string | null = String) {
  const requests: URLSearchParams[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/books/browse') return new Response('{"message":"Not found"}', { status: 404 });
    requests.push(url.searchParams);
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const ids = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, i) => offset + i + 1,
    );
    const headers: Record<string, string> = { 'X-Has-More': String(offset + limit < total) };
    const count = header(total);
    if (count !== null) headers['X-Total-Count'] = count;
    return new Response(JSON.stringify(ids.map(makeBook)), { status: 200, headers });
  });
  vi.stubGlobal('fetch', mock);
  return requests;
}

/** IntersectionObserver stub whose `scrollIntoView` reports every observed element as visible. */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
function scrollToEnd() {
  for (const { callback, elements } of [...observers]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }));
    callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
}

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/me'], member);
  return renderWithProviders(<BrowsePage />, { path: '/browse', queryClient });
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

beforeEach(() => {
  installBrowserShims();
  observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('Browse results: count and paging (spec 000 §2; ADR 0018)', { timeout: 20_000 }, () => {
  it('shows 6 skeleton cards while the first page loads', async () => {
    browseServer(3);
    renderPage();
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(6);
    expect(await screen.findByText('3 books found')).toBeInTheDocument();
    expect(screen.queryByTestId('book-card-skeleton')).not.toBeInTheDocument();
  });

  it("shows the server's total and renders only the first 20 cards", async () => {
    const requests = browseServer(45);
    renderPage();
    expect(await screen.findByText('45 books found')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(requests[0]?.get('limit')).toBe('20');
    expect(requests[0]?.get('offset')).toBe('0');
  });

  it("loads the next 20 on 'Show more books' until every book is shown", async () => {
    const requests = browseServer(45);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show more books' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(requests[1]?.get('offset')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Show more books' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more books' })).not.toBeInTheDocument();
    expect(screen.getByText('45 books found')).toBeInTheDocument();
  });

  it('loads the next page when the member scrolls to the end of the list', async () => {
    const requests = browseServer(30);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Show more books' })).toBeInTheDocument();
    act(() => scrollToEnd());
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(requests.map((r) => r.get('offset'))).toEqual(['0', '20']);
  });

  it("reads '1,000+ books found' when the server stopped counting", async () => {
    browseServer(1500, (total) => (total > 1000 ? '1000+' : String(total)));
    renderPage();
    expect(await screen.findByText('1,000+ books found')).toBeInTheDocument();
  });

  it("says '1 book found' for a single match", async () => {
    browseServer(1);
    renderPage();
    expect(await screen.findByText('1 book found')).toBeInTheDocument();
  });

  it('opens the Book Details dialog, whose code loads on demand, from a card', async () => {
    browseServer(3);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Book number 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Book number 2' })).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    browseServer(0);
    renderPage();
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });
});

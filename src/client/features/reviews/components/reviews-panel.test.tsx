import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { Review } from '@/contract/reviews';
import { createQueryClient } from '@/client/lib/query-client';
import { reviewAge } from '../lib/review-stats';
import { ReviewsPanel } from './reviews-panel';

// Radix menus and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const NOW = new Date('2025-06-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

function review(id: number, rating: number, createdAt: string, name = `Member ${id}`): Review {
  return {
    id,
    bookId: 7,
    userId: 100 + id,
    rating,
    reviewText: `Text ${id}`,
    isPublic: true,
    helpfulVotes: 0,
    createdAt,
    updatedAt: createdAt,
    user: { name },
  };
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel(
  props: Partial<React.ComponentProps<typeof ReviewsPanel>> = {},
  client: QueryClient = createQueryClient(),
) {
  return render(
    <QueryClientProvider client={client}>
      <ReviewsPanel bookId={7} viewerId={1} canReview {...props} />
    </QueryClientProvider>,
  );
}

describe('reviewAge', () => {
  it('counts hours under 24 hours and days from 24 hours on', () => {
    expect(reviewAge(hoursAgo(0.5), NOW)).toBe('0 hours ago');
    expect(reviewAge(hoursAgo(1), NOW)).toBe('1 hour ago');
    expect(reviewAge(hoursAgo(5), NOW)).toBe('5 hours ago');
    expect(reviewAge(hoursAgo(23.9), NOW)).toBe('23 hours ago');
    expect(reviewAge(hoursAgo(24), NOW)).toBe('1 day ago');
    expect(reviewAge(hoursAgo(24 * 3 + 5), NOW)).toBe('3 days ago');
  });
});

describe('ReviewsPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // Radix Switch measures itself; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 3 skeleton rows while loading', () => {
    mockFetch(() => new Promise<Response>(() => {}) as never);
    renderPanel();
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(3);
  });

  it('shows the empty text when there are no reviews', async () => {
    mockFetch(() => json([]));
    renderPanel();
    expect(await screen.findByText('No reviews yet. Be the first to review this book!')).toBeInTheDocument();
  });

  it('treats a failed load as no reviews', async () => {
    mockFetch(() => json({ message: 'boom' }, 500));
    renderPanel();
    expect(await screen.findByText('No reviews yet. Be the first to review this book!')).toBeInTheDocument();
  });

  it('shows the count, the average to one decimal and each review age', async () => {
    mockFetch(() =>
      json([
        review(1, 5, hoursAgo(3), 'Ravi Kulkarni'),
        review(2, 4, hoursAgo(30)),
        review(3, 4, hoursAgo(24 * 5)),
      ]),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Reviews (3)' })).toBeInTheDocument();
    const average = screen.getByTestId('reviews-average');
    expect(average).toHaveTextContent('4.3');
    expect(within(average).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('1 day ago')).toBeInTheDocument();
    expect(screen.getByText('5 days ago')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kulkarni')).toBeInTheDocument();
  });

  it('hides Write Review when the viewer may not review', async () => {
    mockFetch(() => json([]));
    renderPanel({ canReview: false, viewerId: null });
    await screen.findByText('No reviews yet. Be the first to review this book!');
    expect(screen.queryByRole('button', { name: 'Write Review' })).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until a rating is chosen, then posts and toasts Review Added', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init?.method === 'POST') return json({ review: review(9, 4, NOW.toISOString()), created: true });
      return json([]);
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Write Review' }));
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Loved it');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review Added'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/books/7/reviews');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ rating: 4, reviewText: 'Loved it', isPublic: true });
  });

  it('toasts Review Updated when the member already had a review', async () => {
    mockFetch((url, init) =>
      init?.method === 'POST' ? json({ review: review(9, 2, NOW.toISOString()), created: false }) : json([]),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Write Review' }));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review Updated'));
  });

  it('toasts the failure message when saving fails', async () => {
    mockFetch((url, init) => (init?.method === 'POST' ? json({ message: 'nope' }, 500) : json([])));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Write Review' }));
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save review. Please try again.'));
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });
});

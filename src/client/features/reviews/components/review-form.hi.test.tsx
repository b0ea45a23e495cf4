import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { ReviewsPanel } from './reviews-panel';

vi.setConfig({ testTimeout: 15_000 });

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  // Radix Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the reviews panel and Write Review form in Hindi (ADR 0042)', () => {
  it('shows the empty panel and the review form in Hindi', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReviewsPanel bookId={7} viewerId={1} canReview />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('अभी तक कोई समीक्षा नहीं। इस किताब की पहली समीक्षा आप लिखिए!'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'समीक्षा लिखें' }));
    expect(screen.getByRole('form', { name: 'समीक्षा लिखें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'आपकी रेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 स्टार' })).toBeInTheDocument();
    expect(screen.getByLabelText('आपकी समीक्षा (चाहें तो)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'समीक्षा भेजें' })).toBeDisabled();
    expect(screen.queryByText('Submit Review')).not.toBeInTheDocument();
  });
});

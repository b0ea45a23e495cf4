import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { rentalFixture } from '@/client/lib/test-fixtures';
import { DueSoonList } from './due-soon-list';

const now = new Date('2026-11-10T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR_MS).toISOString();

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

describe('DueSoonList', () => {
  it('lists the loans due within a day or overdue, with their due labels and styles', async () => {
    fakeServer({
      'GET /api/rentals/active': {
        status: 200,
        body: [
          rentalFixture({ id: 1, endDate: at(-50), book: { ...rentalFixture().book, title: 'Late Book' } }),
          rentalFixture({ id: 2, endDate: at(5), book: { ...rentalFixture().book, title: 'Soon Book' } }),
          rentalFixture({ id: 3, endDate: at(36), book: { ...rentalFixture().book, title: 'Later Book' } }),
        ],
      },
    });
    renderWithProviders(<DueSoonList now={now} />);

    expect(await screen.findByRole('heading', { name: 'Due Soon' })).toBeInTheDocument();
    expect(screen.getByText('Late Book')).toBeInTheDocument();
    expect(screen.getByText('3 days overdue').closest('.status-overdue')).not.toBeNull();
    expect(screen.getByText('Soon Book')).toBeInTheDocument();
    expect(screen.getByText('Due today').closest('.status-due-soon')).not.toBeNull();
    expect(screen.queryByText('Later Book')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return or extend' })).toHaveAttribute(
      'href',
      '/my-books?tab=borrowed',
    );
  });

  it('shows nothing when no loan is due soon', async () => {
    const server = fakeServer({
      'GET /api/rentals/active': { status: 200, body: [rentalFixture({ endDate: at(72) })] },
    });
    renderWithProviders(<DueSoonList now={now} />);
    await waitFor(() => expect(server).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Due Soon' })).not.toBeInTheDocument();
  });
});

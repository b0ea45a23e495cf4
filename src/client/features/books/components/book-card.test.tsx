import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testBook } from '@/client/lib/test-fixtures';
import { BookCard } from './book-card';
import { coverLetters } from '@/client/components/book-cover';
import { createQueryClient } from '@/client/lib/query-client';

// list cards hold the wishlist toggle, which queries the server
const inQueryClient = (ui: ReactElement) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

const book = testBook({
  isAvailable: false,
  ownerId: 9,
  hubType: 'school',
  hubName: 'Powai English High School',
});

describe('BookCard', () => {
  it.each(['grid', 'list'] as const)(
    '%s card shows the book, fee per day, availability and hub type',
    (variant) => {
      render(inQueryClient(<BookCard book={book} variant={variant} />));
      expect(screen.getByRole('button', { name: 'The Guide' })).toBeInTheDocument();
      expect(screen.getByText('by R. K. Narayan')).toBeInTheDocument();
      expect(screen.getByText('Owner: Asha Menon')).toBeInTheDocument();
      expect(screen.getByText('₹12.50')).toBeInTheDocument();
      expect(screen.getByText('Borrowed')).toBeInTheDocument();
      expect(screen.getByText('School')).toHaveAttribute('data-hub-type', 'school');
      expect(screen.getByTestId('cover-placeholder')).toHaveTextContent('THE');
      expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
      // spec 000 §2: the list card also shows a wishlist toggle
      expect(screen.queryAllByRole('button', { name: 'Wishlist: The Guide' })).toHaveLength(
        variant === 'list' ? 1 : 0,
      );
    },
  );

  it('opens on a click anywhere and on Enter, but not from the Edit action', async () => {
    const onOpen = vi.fn();
    const onEdit = vi.fn();
    const user = userEvent.setup();
    render(<BookCard book={book} onOpen={onOpen} onEdit={onEdit} />);

    await user.click(screen.getByText('by R. K. Narayan'));
    expect(onOpen).toHaveBeenCalledTimes(1);

    screen.getByRole('button', { name: 'The Guide' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Edit The Guide' }));
    expect(onEdit).toHaveBeenCalledWith(book);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('placeholder letters skip spaces and punctuation', () => {
    expect(coverLetters("It's a Wonderful Life")).toBe('ITS');
    expect(coverLetters('1984')).toBe('198');
  });
});

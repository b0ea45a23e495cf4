import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBook } from '@/client/lib/test-fixtures';
import { BookFacts } from './book-facts';

const book = testBook();

/** The text of the Status fact. */
function status(): string {
  const term = screen.getByText('Status');
  return within(term.parentElement!).getByRole('definition').textContent ?? '';
}

describe('BookFacts status (spec 001 §2.4; ADR 0025)', () => {
  const until = '2025-06-02T10:00:00.000Z';
  it.each([
    ['available to all', {}, 'Available'],
    ['lent out', { isAvailable: false }, 'Borrowed'],
    ['held for another member', { reservedUntil: until }, 'Reserved'],
    ['held for the viewer', { reservedUntil: until, reservedForYou: true }, 'Available'],
  ])('reads right for a book %s', (_, change, text) => {
    render(<BookFacts book={{ ...book, ...change }} />);
    expect(status()).toBe(text);
  });
});

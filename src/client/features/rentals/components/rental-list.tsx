/**
 * A list of rentals for the Borrowed and Lent Out tabs of My Books (spec 001 §2.11): each book with its
 * cover, title and author, then the tab's own details and buttons; a loading skeleton, an error with Try
 * again, and an empty state with a call to action. Texts from the `rentals` catalogue (ADR 0042).
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RentalDetails } from '@/contract/rentals';
import { QueryList } from '@/client/components/query-list';
import { BookListItem } from '@/client/components/book-list-item';

interface RentalListProps {
  query: UseQueryResult<RentalDetails[]>;
  /** the tab's lines and buttons under the title and author */
  children: (rental: RentalDetails) => ReactNode;
  loadingLabel: string;
  errorText: string;
  /** shown when there is nothing yet: icon, heading, text and a call to action */
  empty: ReactNode;
}

export function RentalList({ query, children, loadingLabel, errorText, empty }: RentalListProps) {
  return (
    <QueryList
      query={query}
      loadingLabel={loadingLabel}
      errorText={errorText}
      empty={empty}
      skeletonLines={4}
    >
      {(items) => (
        <ul className="grid gap-3">
          {items.map((rental) => (
            <BookListItem key={rental.id} book={rental.book}>
              {children(rental)}
            </BookListItem>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

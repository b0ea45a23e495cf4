/**
 * A list of rentals for the Borrowed and Lent Out tabs of My Books (spec 001 §2.11): each book with its
 * cover, title and author, then the tab's own details and buttons; a loading skeleton, an error with Try
 * again, and an empty state with a call to action. Texts from the `rentals` catalogue (ADR 0042).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RentalDetails } from '@/contract/rentals';
import { QueryList } from '@/client/components/query-list';
import { BookCover } from '@/client/components/book-cover';

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
  const { t } = useTranslation('rentals');
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
            <li key={rental.id} className="bg-card flex gap-3 rounded-lg border p-3">
              <BookCover
                title={rental.book.title}
                coverImageUrl={rental.book.coverImageUrl}
                imageUrl={rental.book.imageUrl}
                className="w-14 self-start"
              />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                <h2 className="line-clamp-2 text-sm font-semibold">{rental.book.title}</h2>
                <p className="text-muted-foreground line-clamp-1 text-xs">
                  {t('common:byAuthor', { author: rental.book.author })}
                </p>
                {children(rental)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

/**
 * A book's facts as a definition list (spec 000 §2 "Book Details dialog", 001 §2.4): genre, condition,
 * fee per day, selling price or 'Not for Sale', status ('Reserved' while held for another member, ADR
 * 0025), owner (when known), ISBN and hub type.
 */
import type { ReactNode } from 'react';
import type { Book, PublicBookSummary } from '@/contract/books';
import { HubTypeBadge } from '@/client/features/hubs';
import { formatRupees } from '@/client/lib/format';
import { AvailabilityBadge } from './availability-badge';

export function hasOwner(book: Book | PublicBookSummary): book is Book {
  return 'owner' in book;
}

export function BookFacts({ book }: { book: Book | PublicBookSummary }) {
  const facts: [string, ReactNode][] = [
    ['Genre', book.genre],
    ['Condition', book.condition],
    ['Fee per day', `${formatRupees(book.dailyFee)}/day`],
    [
      'Selling price',
      book.sellingPrice !== null && book.sellingPrice > 0 ? formatRupees(book.sellingPrice) : 'Not for Sale',
    ],
    [
      'Status',
      <AvailabilityBadge
        key="status"
        isAvailable={book.isAvailable}
        reserved={book.reservedUntil !== null && !book.reservedForYou}
      />,
    ],
    ...(hasOwner(book) ? ([['Owner', book.owner.name]] as [string, ReactNode][]) : []),
    ['ISBN', book.isbn],
    ['Hub', <HubTypeBadge key="hub" hubType={book.hubType} />],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

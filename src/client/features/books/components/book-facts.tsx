/**
 * A book's facts as a definition list (spec 000 §2 "Book Details dialog", 001 §2.4): genre, condition,
 * fee per day, selling price or 'Not for Sale', status ('Reserved' while held for another member, ADR
 * 0025), owner (when known), ISBN and hub type. Labels, genre and condition from the `books` catalogue
 * (ADR 0042).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book, PublicBookSummary } from '@/contract/books';
import { HubTypeBadge } from '@/client/features/hubs';
import { formatRupees } from '@/client/lib/format';
import { conditionLabel, genreLabel } from '../lib/labels';
import { AvailabilityBadge } from './availability-badge';

export function hasOwner(book: Book | PublicBookSummary): book is Book {
  return 'owner' in book;
}

export function BookFacts({ book }: { book: Book | PublicBookSummary }) {
  const { t } = useTranslation('books');
  const facts: [string, ReactNode][] = [
    [t('facts.genre'), genreLabel(t, book.genre)],
    [t('facts.condition'), conditionLabel(t, book.condition)],
    [t('facts.fee'), t('common.feePerDay', { fee: formatRupees(book.dailyFee) })],
    [
      t('facts.sellingPrice'),
      book.sellingPrice !== null && book.sellingPrice > 0
        ? formatRupees(book.sellingPrice)
        : t('facts.notForSale'),
    ],
    [
      t('facts.status'),
      <AvailabilityBadge
        key="status"
        isAvailable={book.isAvailable}
        reserved={book.reservedUntil !== null && !book.reservedForYou}
      />,
    ],
    ...(hasOwner(book) ? ([[t('facts.owner'), book.owner.name]] as [string, ReactNode][]) : []),
    [t('facts.isbn'), book.isbn],
    [t('facts.hub'), <HubTypeBadge key="hub" hubType={book.hubType} />],
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

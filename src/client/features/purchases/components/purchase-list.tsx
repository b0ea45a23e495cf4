/**
 * A list of purchases for the Bought and Sold tabs of My Books (spec 001 §2.11): each book with its cover,
 * title, author, the other party (seller or buyer), the purchase price and the date; a loading skeleton,
 * an error with Try again, and an empty state with a call to action. Texts from the `purchases` catalogue;
 * price and date through `lib/format` (ADR 0042).
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BoughtItem, SoldItem } from '@/contract/purchases';
import { QueryList } from '@/client/components/query-list';
import { BookListItem } from '@/client/components/book-list-item';
import { formatDate, formatRupees } from '@/client/lib/format';

type Item = BoughtItem | SoldItem;

interface PurchaseListProps<T extends Item> {
  query: UseQueryResult<T[]>;
  /** 'Seller: Asha Menon' or 'Buyer: Ravi Kulkarni' */
  party: (item: T) => string;
  loadingLabel: string;
  errorText: string;
  /** shown when there is nothing yet: icon, heading, text and a call to action */
  empty: ReactNode;
}

export function PurchaseList<T extends Item>({
  query,
  party,
  loadingLabel,
  errorText,
  empty,
}: PurchaseListProps<T>) {
  return (
    <QueryList query={query} loadingLabel={loadingLabel} errorText={errorText} empty={empty}>
      {(items) => (
        <ul className="grid gap-3">
          {items.map((item) => (
            <BookListItem key={item.id} book={item.book} detailsClassName="gap-0.5">
              <p className="line-clamp-1 text-xs">{party(item)}</p>
              <div className="flex items-baseline justify-between gap-2 pt-1">
                <p className="text-sm font-semibold">{formatRupees(item.purchasePrice)}</p>
                <p className="text-muted-foreground text-xs">
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                </p>
              </div>
            </BookListItem>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

/**
 * The Browse screen's result count (spec 000 §2 'N books found'; ADR 0018). The browse answer carries
 * the total number of matching books in the `X-Total-Count` header (src/contract/books.ts
 * `parseTotalCount`): an exact number up to 1,000, or `1000+` beyond. The count is grouped the Indian
 * way (`formatNumber`) and the words come from the `books` catalogue (ADR 0042).
 */
import type { TFunction } from 'i18next';
import { parseTotalCount, type TotalCount } from '@/contract/browse-headers';
import { formatNumber } from '@/client/lib/format';

/** The total number of matching books; `capped` when the server stopped counting at `count`. */
export type ResultTotal = TotalCount;

/**
 * Reads an `X-Total-Count` header value: `'57'` → { count: 57, capped: false }, `'1000+'` →
 * { count: 1000, capped: true }; a missing or malformed value → null (the caller falls back to the
 * books it has loaded).
 */
export function readTotalCount(header: string | null | undefined): ResultTotal | null {
  try {
    return parseTotalCount(header);
  } catch {
    return null;
  }
}

/**
 * 'N books found' (spec 000 §2): '1 book found', '0 books found', '1,234 books found' (Indian grouping),
 * and '1,000+ books found' when the count is capped; in the language of `t`.
 */
export function resultCountText(t: TFunction<'books'>, { count, capped }: ResultTotal): string {
  const number = `${formatNumber(count)}${capped ? '+' : ''}`;
  return t('browse.found', { count: capped ? Math.max(count, 2) : count, number });
}

/**
 * The answer headers of `GET /api/books/browse` (docs/decisions/0013-browse-count-and-paging-headers.md),
 * without zod, so the client code that fetches the first page of /browse loads no schema library
 * (docs/decisions/0041-first-screen-chunks.md). `contract/browse.ts` re-exports all of it.
 */

/** Response headers of `GET /api/books/browse` (docs/decisions/0013-browse-count-and-paging-headers.md). */
export const BROWSE_HEADERS = {
  /** the number of matching books: digits up to `TOTAL_COUNT_CAP`, else `"1000+"` */
  totalCount: 'X-Total-Count',
  /** `"true"` when books exist beyond this page, else `"false"` */
  hasMore: 'X-Has-More',
} as const;

/** Above this many matching books browse stops counting and says `1000+` (spec 000 §2 'N books found'). */
export const TOTAL_COUNT_CAP = 1000;

/** A browse total: `count` books, or at least `count` when `capped`. */
export interface TotalCount {
  count: number;
  capped: boolean;
}

/** The `X-Total-Count` text of a total: `"42"`, or `"1000+"` when the count passed the cap. */
export function formatTotalCount(total: TotalCount): string {
  return total.capped ? `${TOTAL_COUNT_CAP}+` : String(total.count);
}

/**
 * The `X-Total-Count` header text (`"42"`, `"1000+"`) as a number and whether it was capped
 * (`"1000+"` → `{ count: 1000, capped: true }`). Throws `Error` when the text is missing or is not
 * a count in that form.
 */
export function parseTotalCount(text: string | null | undefined): TotalCount {
  const m = /^\s*(\d{1,9})(\+?)\s*$/.exec(text ?? '');
  if (!m) throw new Error(`Not a total count: ${JSON.stringify(text)}`);
  return { count: Number(m[1]), capped: m[2] === '+' };
}

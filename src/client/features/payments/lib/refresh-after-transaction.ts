/**
 * The queries a borrow or buy changes (spec 000 §4 "After success: refresh books, browse, rentals,
 * purchases"; the Brocks balance, rewards, earnings, badges, leaderboard and referrals move too). Keys start with their API path, so one prefix
 * covers every variant: '/api/books' covers the lists, Browse, one book, Bought and Sold.
 */
import type { QueryClient } from '@tanstack/react-query';

const REFRESHED_PATHS = [
  '/api/books',
  '/api/rentals',
  '/api/purchases',
  '/api/user/credits',
  '/api/user/recent-rewards',
  '/api/user/stats',
  // earnings, badges, leaderboard and referrals move with a transaction too (ADR 0029)
  '/api/user/earnings',
  '/api/user/badges',
  '/api/brocks/leaderboard',
  '/api/referrals',
] as const;

/** Whether a query key belongs to a list a transaction changes. */
export function isChangedByTransaction(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return typeof path === 'string' && REFRESHED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export function refreshAfterTransaction(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isChangedByTransaction(query.queryKey) });
}

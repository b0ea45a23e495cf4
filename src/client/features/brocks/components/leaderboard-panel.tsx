/**
 * The leaderboard with its data: loading skeleton, error with retry, then the shared `Leaderboard`
 * (spec 001 §2.14). `limit` keeps the first entries only (home card: 5).
 */
import { useCurrentUser } from '@/client/features/auth';
import { useLeaderboard } from '../api/leaderboard';
import { Leaderboard, LeaderboardError, LeaderboardSkeleton } from './leaderboard';

export function LeaderboardPanel({ limit }: { limit?: number }) {
  const user = useCurrentUser();
  const board = useLeaderboard();
  if (board.isPending) return <LeaderboardSkeleton rows={limit ?? 5} />;
  if (board.isError) return <LeaderboardError onRetry={() => void board.refetch()} />;
  return <Leaderboard entries={board.data} currentUserId={user.id} limit={limit} />;
}

/**
 * GET /api/admin/feedback?before={id} (spec 002 §2.1 "Feedback", §7): the feedback list, administrators
 * only, 20 per page newest first; the next page starts below the last id shown.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { feedbackRoutes, type FeedbackPage } from '@/contract/feedback';
import { call } from '@/client/lib/api';

export function useAdminFeedback() {
  return useInfiniteQuery({
    queryKey: [feedbackRoutes.list.path],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      call(feedbackRoutes.list, { query: pageParam === undefined ? {} : { before: pageParam } }),
    getNextPageParam: (last: FeedbackPage) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });
}

/** POST /api/feedback (spec 000 §7): a member sends one feedback entry; refreshes the admin list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackRoutes, type SendFeedbackBody } from '@/contract/feedback';
import { call } from '@/client/lib/api';

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendFeedbackBody) => call(feedbackRoutes.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [feedbackRoutes.list.path] }),
  });
}

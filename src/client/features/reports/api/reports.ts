/**
 * Reports and the moderation queue (ADR 0050, `src/contract/reports.ts`): a member's report (POST, 201 with
 * the server's message; 409 when they already have an open report on the target), and the administrators'
 * queue by status, one report's details and the decision. Errors are `ApiError`s with the server's message.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '@/domain/reports';
import { reportsRoutes, type DecideReportBody, type ReportBody } from '@/contract/reports';
import { call } from '@/client/lib/api';

/** The cache key of everything under the admin queue (lists and details). */
export const REPORTS_KEY = [reportsRoutes.queue.path] as const;
const queueKey = (status: ReportStatus) => [...REPORTS_KEY, 'list', status] as const;
const detailsKey = (id: number) => [...REPORTS_KEY, 'details', id] as const;

/** Sends one report; resolves with `{ message, id }`. */
export function useCreateReport() {
  return useMutation({ mutationFn: (body: ReportBody) => call(reportsRoutes.create, { body }) });
}

/** The queue of reports in `status`, oldest first as the server orders it. Administrators only. */
export function useReportsQueue(status: ReportStatus) {
  return useQuery({
    queryKey: queueKey(status),
    queryFn: () => call(reportsRoutes.queue, { query: { status } }),
  });
}

/** One report with its evidence and the target member's history; disabled while `id` is null. */
export function useReportDetails(id: number | null) {
  return useQuery({
    queryKey: detailsKey(id ?? 0),
    queryFn: () => call(reportsRoutes.get, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** Decides a report; afterwards every queue and details view is fetched again. */
export function useDecideReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideReportBody) => call(reportsRoutes.decide, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

/**
 * Failed mail for administrators (docs/decisions/0056-mail-faults.md): the notice mails the delivery job gave
 * up on after 24 h of retries, newest first, and 'Try again', which queues one for a fresh round of attempts.
 * Administrators only; dates are ISO strings.
 */
import { z } from 'zod';
import { defineRoute, idParams, messageBody } from './http';

/** How many failed mails the list shows at most (newest first). */
export const FAILED_MAIL_SHOWN = 50;

/** One failed mail delivery. */
export const failedMail = z.object({
  /** the delivery's id, which 'Try again' takes */
  id: z.number().int(),
  /** the member's address, in full: only administrators see this list */
  to: z.string(),
  memberName: z.string(),
  /** the mail's subject in the member's language */
  subject: z.string(),
  attempts: z.number().int(),
  /** the SMTP server's last answer, e.g. `451 Try again later` */
  lastError: z.string().nullable(),
  /** when the last attempt failed */
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const failedMailRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/mail/failed',
    response: z.array(failedMail),
    summary: 'Notice mails that failed after 24 h of retries, newest first (administrators)',
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/api/admin/mail/failed/:id/retry',
    params: idParams,
    response: messageBody,
    summary: 'Queues a failed mail for a fresh round of attempts (administrators)',
  }),
} as const;

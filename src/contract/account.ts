/**
 * Your data on the wire (ADR 0052): download everything Hubshelf holds about you as one ZIP, and delete your
 * account. Deleting is scheduled 7 days ahead; the mailed link, signing in, or the profile cancels it. It is
 * refused (409 with `blockers`) while something is open between the member and another. Dates are ISO 8601.
 */
import { z } from 'zod';
import { DELETION_BLOCKER_KINDS } from '@/domain/account';
import { defineRoute, messageBody } from './http';
import { accountPaths } from './paths';
import { validationMessage } from './messages';

/** One thing to settle before the account can be deleted, worded for the caller with where to do it. */
export const deletionBlocker = z.object({
  kind: z.enum(DELETION_BLOCKER_KINDS),
  /** 'Return "Wings of Fire" to Asha first' */
  message: z.string(),
  /** the client path that settles it ('/my-rentals', '/my-books', …) */
  href: z.string(),
});
export type DeletionBlocker = z.infer<typeof deletionBlocker>;

/** The member's deletion: when it is scheduled (null when none) and what blocks asking for one now. */
export const deletionStatus = z.object({
  scheduledFor: z.string().nullable(),
  /** true when the account has a password to confirm with; false for Google-only accounts */
  hasPassword: z.boolean(),
  blockers: z.array(deletionBlocker),
});
export type DeletionStatus = z.infer<typeof deletionStatus>;

/** Confirm with the password; a Google-only account sends nothing and must have signed in within 10 minutes. */
export const requestDeletionBody = z.object({
  password: z.string().max(200).optional(),
});
export type RequestDeletionBody = z.input<typeof requestDeletionBody>;

/** The 409 refusal: `{ message, blockers }`. */
export const deletionRefusal = z.object({ message: z.string(), blockers: z.array(deletionBlocker) });
export type DeletionRefusal = z.infer<typeof deletionRefusal>;

/** The secret of the mailed cancel link. */
export const cancelDeletionBody = z.object({
  token: z
    .string({ error: validationMessage('account.cancelLinkInvalid') })
    .regex(/^[0-9a-f]{64}$/, validationMessage('account.cancelLinkInvalid')),
});

export const accountRoutes = {
  /** the member's data as one ZIP (application/zip, streamed); 429 after 3 in a day */
  exportData: defineRoute({ ...accountPaths.exportData, response: z.unknown() }),
  deletion: defineRoute({ ...accountPaths.deletion, response: deletionStatus }),
  requestDeletion: defineRoute({
    ...accountPaths.requestDeletion,
    body: requestDeletionBody,
    response: deletionStatus,
  }),
  cancelDeletion: defineRoute({ ...accountPaths.cancelDeletion, response: messageBody }),
  /** public: the mailed link's page posts its token here */
  cancelDeletionByLink: defineRoute({
    ...accountPaths.cancelDeletionByLink,
    body: cancelDeletionBody,
    response: messageBody,
  }),
} as const;

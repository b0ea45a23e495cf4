/**
 * The words of condition photos and deposit claims, in one place for the later Hindi translation
 * (docs/decisions/0035-deposit-claims-and-photos.md). Server messages come from `CLAIM_MESSAGES`.
 */
import { CLAIM_RESPONSE_HOURS, PHOTOS_PER_STAGE } from '@/domain/claims';

export const CLAIMS_TEXT = {
  photos: {
    pickupTitle: 'Pickup photos',
    returnTitle: 'Return photos',
    add: 'Add photo',
    adding: 'Uploading…',
    hint: `Up to ${PHOTOS_PER_STAGE} photos of the book's condition (JPEG, PNG or WebP, 8 MB each).`,
    none: 'No photos yet.',
    loadFailed: 'Photos could not be loaded.',
    added: 'Photo added',
    failed: 'Photo not added',
    alt: (by: string, stage: string, n: number) => `${stage} photo ${n} by the ${by}`,
    by: { borrower: 'borrower', owner: 'owner' },
    stage: { pickup: 'Pickup', return: 'Return' },
  },
  form: {
    toggle: 'Claim part of the deposit for damage or a missing book',
    amount: 'Amount to claim (₹)',
    amountHint: (max: string) => `At most ${max}: what is left of the deposit after late fees.`,
    reason: 'What happened to the book',
    reasonHint:
      'Between 10 and 500 characters. The borrower and, if they dispute it, an administrator see it.',
    photoNeeded: 'Add at least one return photo to make a claim.',
  },
  claim: {
    title: 'Deposit claim',
    loading: 'Loading the claim…',
    loadFailed: 'The claim could not be loaded.',
    retry: 'Try again',
    claimed: (owner: string, amount: string, book: string) =>
      `${owner} claims ${amount} of your deposit for “${book}”.`,
    reason: 'Reason',
    reply: 'Your reply',
    borrowerReply: 'Borrower’s reply',
    respondBy: (when: string) =>
      `Answer by ${when}. With no answer in ${CLAIM_RESPONSE_HOURS} hours the claim is accepted.`,
    accept: 'Accept claim',
    dispute: 'Dispute',
    sendDispute: 'Send dispute',
    disputeHint: 'Tell the administrators why the claim is wrong (10 to 500 characters).',
    cancel: 'Cancel',
    status: {
      open: 'Waiting for the borrower',
      accepted: 'Accepted',
      disputed: 'Disputed: an administrator will decide',
      decided: 'Decided by an administrator',
    },
    outcome: (owner: string, refunded: string) =>
      `${owner} to the owner, ${refunded} refunded to the borrower.`,
    note: 'Administrator’s note',
    failed: 'Could not answer the claim',
    view: 'View claim',
  },
  admin: {
    tab: 'Disputes',
    heading: 'Disputed deposit claims',
    empty: 'No disputed claims right now.',
    loadFailed: 'Disputed claims could not be loaded.',
    between: (owner: string, borrower: string) => `${owner} (owner) and ${borrower} (borrower)`,
    amount: (max: string) => `Amount to the owner (₹0 to ${max})`,
    note: 'Note to both members (optional)',
    decide: 'Decide',
    deciding: 'Saving…',
    failed: 'Decision not saved',
    claimed: (amount: string, left: string) => `Claimed ${amount} of the ${left} left of the deposit`,
  },
} as const;

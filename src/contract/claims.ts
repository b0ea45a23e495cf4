/**
 * Condition photos and deposit claims on the wire (docs/decisions/0035-deposit-claims-and-photos.md; spec 001
 * §9 "refunded when the book is returned in good condition"). Money is rupees, dates ISO 8601. The owner
 * makes a claim with `claim` on confirm-return (spec 001 §7, unchanged otherwise).
 */
import { z } from 'zod';
import {
  CLAIM_TEXT_MAX,
  CLAIM_TEXT_MIN,
  DEPOSIT_CLAIM_STATUSES,
  RENTAL_PHOTO_STAGES,
} from '../domain/claims';
import { defineRoute, idParams } from './http';
import { validationMessage } from './messages';

/** What members and administrators are told about photos and claims (Hubshelf's own words; ADR 0035). */
export const CLAIM_MESSAGES = {
  reasonLength: validationMessage('claims.reasonLength', { min: CLAIM_TEXT_MIN, max: CLAIM_TEXT_MAX }),
  replyLength: validationMessage('claims.replyLength', { min: CLAIM_TEXT_MIN, max: CLAIM_TEXT_MAX }),
  noteLength: validationMessage('claims.noteLength', { max: CLAIM_TEXT_MAX }),
  amountPositive: validationMessage('claims.amountPositive'),
  decisionRange: validationMessage('claims.decisionRange'),
} as const;

/** The multipart field of a photo upload, and the field naming its stage. */
export const PHOTO_FIELD = 'photo';
export const PHOTO_STAGE_FIELD = 'stage';
/** Largest photo accepted before processing (bytes). */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

const claimText = (message: string) =>
  z.string({ error: message }).trim().min(CLAIM_TEXT_MIN, message).max(CLAIM_TEXT_MAX, message);
const rupeeAmount = (message: string) => z.number({ error: message }).finite(message);

/** The owner's claim on `POST /api/rentals/:id/confirm-return` (optional). */
export const claimInput = z.object({
  amountRupees: rupeeAmount(CLAIM_MESSAGES.amountPositive).positive(CLAIM_MESSAGES.amountPositive),
  reason: claimText(CLAIM_MESSAGES.reasonLength),
});
export type ClaimInput = z.infer<typeof claimInput>;

export const rentalPhoto = z.object({
  id: z.number().int(),
  stage: z.enum(RENTAL_PHOTO_STAGES),
  /** which party took it */
  uploadedBy: z.enum(['borrower', 'owner']),
  /** where the image bytes are served (only to the parties and administrators) */
  url: z.string(),
  createdAt: z.string(),
});
export type RentalPhoto = z.infer<typeof rentalPhoto>;

export const depositClaim = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  bookTitle: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  borrowerId: z.number().int(),
  borrowerName: z.string(),
  /** rupees claimed */
  amount: z.number(),
  /** rupees that were left of the deposit after late fees */
  remainingDeposit: z.number(),
  reason: z.string(),
  status: z.enum(DEPOSIT_CLAIM_STATUSES),
  borrowerReply: z.string().nullable(),
  /** the administrator's figure (rupees) once decided */
  decidedAmount: z.number().nullable(),
  decisionNote: z.string().nullable(),
  /** rupees the owner received once settled */
  settledAmount: z.number().nullable(),
  respondBy: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  photos: z.array(rentalPhoto),
});
export type DepositClaim = z.infer<typeof depositClaim>;

export const disputeBody = z.object({ reply: claimText(CLAIM_MESSAGES.replyLength) });
export const decideBody = z.object({
  amountRupees: rupeeAmount(CLAIM_MESSAGES.decisionRange).min(0, CLAIM_MESSAGES.decisionRange),
  note: z
    .string()
    .trim()
    .max(CLAIM_TEXT_MAX, CLAIM_MESSAGES.noteLength)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const claimAnswer = z.object({ message: z.string(), claim: depositClaim });
export const adminClaimsQuery = z.object({ status: z.enum(DEPOSIT_CLAIM_STATUSES).optional() });
export const photoParams = z.object({
  id: z.coerce.number().int().positive(),
  photoId: z.coerce.number().int().positive(),
});

export const claimsRoutes = {
  listPhotos: defineRoute({
    method: 'GET',
    path: '/api/rentals/:id/photos',
    params: idParams,
    response: z.array(rentalPhoto),
  }),
  /** multipart: `stage` (pickup | return) and `photo` (JPEG, PNG or WebP, ≤ 8 MB) */
  addPhoto: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/photos',
    params: idParams,
    response: rentalPhoto,
  }),
  /** the WebP bytes of one photo */
  photo: defineRoute({
    method: 'GET',
    path: '/api/rentals/:id/photos/:photoId',
    params: photoParams,
    response: z.unknown(),
  }),
  rentalClaim: defineRoute({
    method: 'GET',
    path: '/api/rentals/:id/deposit-claim',
    params: idParams,
    response: depositClaim.nullable(),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/deposit-claims/:id',
    params: idParams,
    response: depositClaim,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/deposit-claims/:id/accept',
    params: idParams,
    response: claimAnswer,
  }),
  dispute: defineRoute({
    method: 'POST',
    path: '/api/deposit-claims/:id/dispute',
    params: idParams,
    body: disputeBody,
    response: claimAnswer,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/deposit-claims',
    query: adminClaimsQuery,
    response: z.array(depositClaim),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/deposit-claims/:id/decide',
    params: idParams,
    body: decideBody,
    response: claimAnswer,
  }),
} as const;

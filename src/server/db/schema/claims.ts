/**
 * Condition photos and deposit claims (docs/decisions/0035-deposit-claims-and-photos.md):
 * - `rental_photos`: photos of a rental's book taken at pickup or return by either party, stored through the
 *   file store under `storage_key` (a server-made key, WebP). At most 3 per (rental, stage, uploader), checked
 *   under the rental's row lock.
 * - `deposit_claims`: at most one per rental (`deposit_claims_rental_unique`). The owner claims
 *   `amount_paise` of what is left of the deposit after late fees (`remaining_paise`) when confirming the
 *   return; status open → accepted (the borrower agreed, or 72 hours passed after `respond_by`) or open →
 *   disputed → decided (an administrator chose `decided_paise`, 0..amount). `settled_paise` is what the owner
 *   received once settled (null while open or disputed).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { DEPOSIT_CLAIM_STATUSES, RENTAL_PHOTO_STAGES } from '../../../domain/claims';
import { rentals } from './rentals';
import { users } from './users';

export const rentalPhotoStage = pgEnum('rental_photo_stage', RENTAL_PHOTO_STAGES);

export const rentalPhotos = pgTable(
  'rental_photos',
  {
    id: identityId(),
    rentalId: requiredRef('rental_id', () => rentals.id, 'restrict'),
    stage: rentalPhotoStage('stage').notNull(),
    uploaderId: requiredRef('uploader_id', () => users.id, 'restrict'),
    /** the file store key, e.g. `rental-photos/3f2a….webp` */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAtNow(),
  },
  (t) => [index('rental_photos_rental_idx').on(t.rentalId, t.stage, t.uploaderId)],
);

export const depositClaimStatus = pgEnum('deposit_claim_status', DEPOSIT_CLAIM_STATUSES);

export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: identityId(),
    rentalId: requiredRef('rental_id', () => rentals.id, 'restrict'),
    /** what the owner claims, 1..remaining */
    amountPaise: integer('amount_paise').notNull(),
    /** what was left of the deposit after late fees when the claim was made */
    remainingPaise: integer('remaining_paise').notNull(),
    /** the owner's reason, 10-500 characters */
    reason: text('reason').notNull(),
    status: depositClaimStatus('status').notNull().default('open'),
    /** the borrower's reply when disputing */
    borrowerReply: text('borrower_reply'),
    /** the administrator's decision, 0..amount */
    decidedPaise: integer('decided_paise'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decisionNote: text('decision_note'),
    /** what the owner received once settled */
    settledPaise: integer('settled_paise'),
    /** the borrower may answer until then; an open claim settles as accepted after it */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    createdAt: createdAtNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('deposit_claims_rental_unique').on(t.rentalId),
    index('deposit_claims_status_idx').on(t.status, t.respondBy),
    check(
      'deposit_claims_amounts',
      sql`${t.amountPaise} > 0 AND ${t.amountPaise} <= ${t.remainingPaise} AND (${t.decidedPaise} IS NULL OR ${t.decidedPaise} BETWEEN 0 AND ${t.amountPaise})`,
    ),
    check(
      'deposit_claims_settled',
      sql`(${t.status} IN ('accepted', 'decided')) = (${t.settledPaise} IS NOT NULL AND ${t.settledAt} IS NOT NULL)`,
    ),
  ],
);

export type RentalPhotoRow = typeof rentalPhotos.$inferSelect;
export type DepositClaimRow = typeof depositClaims.$inferSelect;

/**
 * Condition photos and deposit claims (docs/decisions/0035-deposit-claims-and-photos.md). Texts: the `claims`
 * catalogue (ADR 0042).
 */
export { RentalPhotos } from './components/rental-photos';
export { ClaimFields, EMPTY_CLAIM, claimOf, type ClaimDraft } from './components/claim-fields';
export { DisputesTab } from './components/disputes-tab';
export { ViewClaimAction } from './components/view-claim-action';

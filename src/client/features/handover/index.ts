/** The hand-over feature (docs/decisions/0032-trust-at-hand-over.md): pickup code, confirm pickup, cancel before pickup. */
export { PickupCodeDialog } from './components/pickup-code-dialog';
export { ConfirmPickupDialog } from './components/confirm-pickup-dialog';
export { CancelRentalDialog } from './components/cancel-rental-dialog';
export { HANDOVER_TEXT, whenText } from './lib/handover-text';

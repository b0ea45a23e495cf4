/**
 * The hand-over feature (docs/decisions/0032-trust-at-hand-over.md, 0036): pickup and return codes, confirm
 * pickup, cancel before pickup, the code field of Confirm Return, borrower reliability, and hand-over windows
 * and agreed times (ADR 0050). Texts: the `handover` catalogue (ADR 0042).
 */
export { PickupCodeDialog } from './components/pickup-code-dialog';
export { ConfirmPickupDialog } from './components/confirm-pickup-dialog';
export { CancelRentalDialog } from './components/cancel-rental-dialog';
export { CodeField } from './components/code-field';
export { OwnReliability, ReliabilityChip } from './components/reliability-chip';
export { HandoverTimePanel, type HandoverTimePanelProps } from './components/handover-time-panel';
export { HandoverWindowsSection } from './components/handover-windows-section';

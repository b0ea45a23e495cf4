/**
 * The rentals module's public face (docs/decisions/0045-rentals-by-what-a-member-does.md): the use cases the
 * jobs, the demo seed and other modules call. Each lives in the sub-folder of what a member does:
 * `borrowing/` (borrow, fee orders), `returns/` (returns, late fees, extensions, return code, reliability),
 * `handover/` (pickup, cancel), `claims/` (deposit claims, condition photos); reminders and the daily due
 * pass (`notices.ts`) and the rows' presentation (`present.ts`) are shared at the top.
 */
export { borrowBook } from './borrowing/service';
export { priceFeeOrder } from './borrowing/fee-orders';
export { transactionBookColumns } from './present';
export { runDuePass } from './notices';
export { borrowerReliability } from './returns/reliability';
export { confirmReturn, requestReturn } from './returns/returns';
export { requestExtension } from './returns/extensions';
export { runPickupPass } from './handover/cancel';
export { recordPickup } from './handover/pickup';
export { acceptHandoverTime, proposeHandoverTime, type HandoverTimeChange } from './handover/handover-time';
export { runHandoverReminderPass } from './handover/handover-time-notices';
export { saveHandoverWindows } from './handover/windows';
export { disputeClaim, runClaimsPass } from './claims/claim-settle';

/**
 * Every word the hand-over screens show (docs/decisions/0032-trust-at-hand-over.md), together so they can
 * be translated. The server's refusals (`HANDOVER_MESSAGES`) are shown as the server words them.
 */
import { formatRupees } from '@/client/lib/format';

export const HANDOVER_TEXT = {
  showCode: 'Show Pickup Code',
  codeTitle: 'Pickup Code',
  codeDescription: 'Show this code to the owner when you collect the book. They type it or scan the QR code.',
  codeLoading: 'Loading your pickup code',
  codeError: 'Could not load your pickup code.',
  retry: 'Try Again',
  qrAlt: (code: string) => `QR code of pickup code ${code}`,
  awaitingBorrower: 'Collect the book from the owner and show your pickup code.',
  awaitingOwner: 'Waiting for pickup',
  confirmPickup: 'Confirm Pickup',
  confirmTitle: 'Confirm Pickup',
  confirmDescription:
    'Ask the borrower for their 6-digit pickup code and type it here, or scan their QR code.',
  codeLabel: 'Pickup code',
  confirming: 'Confirming…',
  scan: 'Scan QR Code',
  stopScan: 'Stop Scanning',
  scanHint: 'Point the camera at the QR code on the borrower’s phone.',
  cameraFailed: 'The camera could not be opened. Please type the code.',
  pickupConfirmed: 'Pickup confirmed',
  pickupConfirmedText: (due: string) => `The book is due back on ${due}.`,
  pickupFailed: 'Pickup not confirmed',
  cancel: 'Cancel Rental',
  cancelTitle: 'Cancel this rental?',
  cancelBorrower: (total: number) =>
    `You get back everything you paid: ${formatRupees(total)} (rental fee, platform fee and deposit), and any Brocks you used.`,
  cancelOwner: (name: string, total: number) =>
    `${name} gets back everything they paid: ${formatRupees(total)}. Your book becomes available again.`,
  keep: 'Keep Rental',
  cancelling: 'Cancelling…',
  cancelled: 'Rental cancelled',
  cancelledText: (total: number, brocks: number) =>
    `${formatRupees(total)} refunded${brocks > 0 ? ` and ${brocks} Brocks returned` : ''}. The book is available again.`,
  cancelFailed: 'Could not cancel the rental',
  cancelFailedText: 'Please try again.',
  ownerMayCancelFrom: (when: string) => `You can cancel from ${when} if the book is not picked up.`,
  // the return code and reliability (docs/decisions/0036-return-code-and-reliability.md)
  showReturnCode: 'Show Return Code',
  returnCodeTitle: 'Return Code',
  returnCodeDescription:
    'Show this code to the owner when you hand the book back. They type it or scan the QR code.',
  returnCodeLoading: 'Loading your return code',
  returnCodeError: 'Could not load your return code.',
  returnCodeLabel: 'Return code',
  returnQrAlt: (code: string) => `QR code of return code ${code}`,
  returnCodeOptional: 'Return code (optional)',
  returnCodeHint:
    'Ask the borrower for their return code and type or scan it. You can also confirm without it.',
  confirmedWithCode: 'Confirmed with the return code',
  confirmedWithoutCode: 'Confirmed without the return code',
  reliabilityPrefix: 'Borrower record: ',
  ownReliability: 'Your record as a borrower',
  ownReliabilityHint: 'Owners who lend to you see this. It never stops you borrowing.',
  reliabilityError: 'Could not load your record.',
} as const;

/** A date and time as people read it, e.g. `28 Nov 2026, 3:30 pm`. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A due date as people read it, e.g. `28 Nov 2026`. */
export function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

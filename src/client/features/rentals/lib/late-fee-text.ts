/**
 * The late fee computation the Return, Late Fee and Excess dialogs show (spec 001 §2.7, §2.8, §9: days late ×
 * daily fee), from the server's figures (`daysLate`, `lateFee`, rupees): "3 days late × ₹10.00/day = ₹30.00",
 * or null when nothing is owed.
 */
import type { RentalDetails } from '@/contract/rentals';
import { formatRupees } from '@/client/lib/format';

export function lateFeeText(rental: Pick<RentalDetails, 'lateFee' | 'dailyFee' | 'daysLate'>): string | null {
  if (rental.lateFee <= 0 || rental.daysLate <= 0) return null;
  const days = rental.daysLate;
  return `${days} ${days === 1 ? 'day' : 'days'} late × ${formatRupees(rental.dailyFee)}/day = ${formatRupees(rental.lateFee)}`;
}

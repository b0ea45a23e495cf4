/**
 * The late fee computation the Return dialog shows (spec 001 §2.8; issue 6 rules: days late × daily fee,
 * the server's figure in rupees): "3 days late × ₹10.00/day = ₹30.00", or null when nothing is owed.
 */
import type { RentalDetails } from '@/contract/rentals';
import { formatRupees } from '@/client/lib/format';

export function lateFeeText(rental: Pick<RentalDetails, 'lateFee' | 'dailyFee'>): string | null {
  if (rental.lateFee <= 0 || rental.dailyFee <= 0) return null;
  const days = Math.round(rental.lateFee / rental.dailyFee);
  return `${days} ${days === 1 ? 'day' : 'days'} late × ${formatRupees(rental.dailyFee)}/day = ${formatRupees(rental.lateFee)}`;
}

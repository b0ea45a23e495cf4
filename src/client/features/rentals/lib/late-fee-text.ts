/**
 * The late fee computation the Return, Late Fee and Excess dialogs show (spec 001 §2.7, §2.8, §9: days late ×
 * daily fee), from the server's figures (`daysLate`, `lateFee`, rupees): "3 days late × ₹10.00/day = ₹30.00",
 * or null when nothing is owed. `t` is a `rentals` translator (ADR 0042).
 */
import type { TFunction } from 'i18next';
import type { RentalDetails } from '@/contract/rentals';
import { formatRupees } from '@/client/lib/format';

export function lateFeeText(
  rental: Pick<RentalDetails, 'lateFee' | 'dailyFee' | 'daysLate'>,
  t: TFunction<'rentals'>,
): string | null {
  if (rental.lateFee <= 0 || rental.daysLate <= 0) return null;
  return t('lateFee.computation', {
    count: rental.daysLate,
    daily: formatRupees(rental.dailyFee),
    total: formatRupees(rental.lateFee),
  });
}

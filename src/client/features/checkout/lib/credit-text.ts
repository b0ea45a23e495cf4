/**
 * The Borrow/Buy dialog's words for a member's perks (docs/decisions/0028-referral-credit-and-commission-free-periods.md),
 * together for the Hindi translation.
 */
import { formatDate } from '@/client/lib/format';

export const CREDIT_TEXT = {
  /** the Hubshelf credit applied to this borrow or buy */
  creditLine: 'Referral credit',
} as const;

/** 'Commission-free until 4 Dec 2026' for the period ending at `iso` (ISO 8601), in Indian English. */
export function commissionFreeUntilText(iso: string): string {
  const date = formatDate(iso);
  return `Commission-free until ${date}`;
}

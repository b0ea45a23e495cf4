/**
 * The Extension dialog's days field (spec 001 §2.6, §5, §9): default 7, a whole number from 1 to 30.
 * Calculate is disabled when the days are 0 or less (or not a number). Messages from the `rentals`
 * catalogue (ADR 0042).
 */
import type { TFunction } from 'i18next';
import { DEFAULT_EXTENSION_DAYS, MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '@/domain/rentals';

export { DEFAULT_EXTENSION_DAYS };

/** The days typed, as a number (NaN when empty or not a number). */
export function parseExtensionDays(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Whether Calculate may be pressed: days above 0 (spec 001 §5). */
export function canCalculate(days: number): boolean {
  return Number.isFinite(days) && days > 0;
}

/**
 * The message for `days` (spec 001 §5 word for word), or null when valid: below 1 'Extension must be at
 * least 1 day', above 30 'Extension cannot exceed 30 days', a fraction 'Extension days must be a whole number'.
 */
export function extensionDaysError(days: number, t: TFunction<'rentals'>): string | null {
  if (!Number.isFinite(days) || days < MIN_EXTENSION_DAYS) return t('extension.min');
  if (days > MAX_EXTENSION_DAYS) return t('extension.max');
  if (!Number.isInteger(days)) return t('extension.whole');
  return null;
}

/**
 * The suspension length an administrator typed (ADR 0050): a whole number of days within SUSPEND_DAYS (1–90),
 * or null for anything else (empty, a fraction, out of range).
 */
import { SUSPEND_DAYS } from '@/domain/reports';

export function parseSuspendDays(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= SUSPEND_DAYS.min && days <= SUSPEND_DAYS.max ? days : null;
}

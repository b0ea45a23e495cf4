/**
 * Loan status style and due text (spec 000 §4 "Loan status style"): 'status-available' when the book is
 * available; otherwise 'status-overdue' when the due date is past, 'status-due-soon' when due within
 * 1 day, else 'status-borrowed' (also with no due date). Due text: 'N days overdue', 'Due today',
 * 'Due tomorrow', 'Due in N days'.
 */

export type LoanStatus = 'status-available' | 'status-overdue' | 'status-due-soon' | 'status-borrowed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The loan status of a book; `dueDate` is the open rental's end (ISO string or Date), `now` the clock. */
export function loanStatus(
  isAvailable: boolean,
  dueDate?: string | Date | null,
  now: Date = new Date(),
): LoanStatus {
  if (isAvailable) return 'status-available';
  if (!dueDate) return 'status-borrowed';
  const remaining = new Date(dueDate).getTime() - now.getTime();
  if (remaining < 0) return 'status-overdue';
  if (remaining <= DAY_MS) return 'status-due-soon';
  return 'status-borrowed';
}

/** Whole calendar days from `now` to `dueDate` in local time (negative when past). */
function calendarDaysUntil(dueDate: Date, now: Date): number {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((startOf(dueDate) - startOf(now)) / DAY_MS);
}

/** The due text of a loan (spec 000 §4), counted in calendar days. */
export function dueText(dueDate: string | Date, now: Date = new Date()): string {
  const days = calendarDaysUntil(new Date(dueDate), now);
  if (days < 0) return `${-days} ${-days === 1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

/** Badge colours for each loan status (light and dark). */
export const LOAN_STATUS_CLASSES: Record<LoanStatus, string> = {
  'status-available': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'status-borrowed': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'status-due-soon': 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  'status-overdue': 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

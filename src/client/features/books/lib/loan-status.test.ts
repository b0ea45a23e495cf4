import { describe, expect, it } from 'vitest';
import { dueText, loanStatus } from './loan-status';

const now = new Date(2025, 5, 10, 12, 0, 0);
const at = (days: number, hours = 0) => new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000);

describe('loanStatus', () => {
  it('is available whenever the book is available', () => {
    expect(loanStatus(true, at(-3), now)).toBe('status-available');
  });
  it('is borrowed with no due date or more than a day left', () => {
    expect(loanStatus(false, null, now)).toBe('status-borrowed');
    expect(loanStatus(false, at(2), now)).toBe('status-borrowed');
  });
  it('is due soon within one day and overdue once past', () => {
    expect(loanStatus(false, at(0, 23), now)).toBe('status-due-soon');
    expect(loanStatus(false, at(1), now)).toBe('status-due-soon');
    expect(loanStatus(false, at(0, -1), now)).toBe('status-overdue');
  });
});

describe('dueText', () => {
  it('reads the spec texts', () => {
    expect(dueText(at(0, 3), now)).toBe('Due today');
    expect(dueText(at(1), now)).toBe('Due tomorrow');
    expect(dueText(at(5), now)).toBe('Due in 5 days');
    expect(dueText(at(-2), now)).toBe('2 days overdue');
    expect(dueText(at(-1), now)).toBe('1 day overdue');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAILS,
  DEFAULT_PREFERENCES,
  NOTICE_CATEGORIES,
  NOTICES,
  NOTIFICATION_TYPES,
  RETRY_DELAYS_MS,
  nextAttemptAfter,
  noticeFor,
} from './notices';

const sample = {
  title: 'Book Due Soon',
  message: '"Godan" from Ravi: Due tomorrow.',
  data: { bookTitle: 'Godan', bookId: 7, societyName: 'Green Park' },
};

describe('the notice catalogue', () => {
  it.each(NOTIFICATION_TYPES)('%s has its in-app title, mail, push and category', (type) => {
    const entry = noticeFor(type)!;
    expect(entry.inApp.title).not.toBe('');
    expect(NOTICE_CATEGORIES).toContain(entry.category);
    const mail = entry.mail(sample);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.paragraphs).toContain(sample.message);
    expect(mail.action.path).toMatch(/^\//);
    const push = entry.push(sample);
    expect(push).toEqual({ title: sample.title, body: sample.message, path: mail.action.path });
  });

  it('has no entry beyond the notification types', () => {
    expect(Object.keys(NOTICES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(noticeFor('chat_mention')).toBeUndefined();
  });

  it('keeps the subjects of the mails sent before the catalogue', () => {
    expect(NOTICES.reminder.mail(sample).subject).toBe('Reminder: please return "Godan"');
    expect(NOTICES.due_soon.mail(sample).subject).toBe('"Godan" is due soon');
    expect(NOTICES.overdue.mail(sample).subject).toBe('"Godan" is overdue');
    expect(NOTICES.book_available.mail(sample)).toMatchObject({
      subject: '"Godan" is available and reserved for you',
      action: { label: 'Borrow Now', path: '/book/7' },
    });
  });

  it('puts loans, payments, hubs and community notices in their categories', () => {
    expect(NOTICES.due_soon.category).toBe('loans');
    expect(NOTICES.book_available.category).toBe('loans');
    expect(NOTICES.payment_received.category).toBe('payments');
    expect(NOTICES.society_request.category).toBe('hubs');
    expect(NOTICES.badge_earned.category).toBe('community');
  });

  it('has the account mails, and defaults everything on except community mail', () => {
    expect(ACCOUNT_MAILS.password_reset('http://x/reset-password?token=t').paragraphs).toContain(
      'http://x/reset-password?token=t',
    );
    expect(ACCOUNT_MAILS.password_changed().subject).toBe('Your password was changed');
    expect(DEFAULT_PREFERENCES).toEqual({
      loans: { mail: true, push: true },
      payments: { mail: true, push: true },
      hubs: { mail: true, push: true },
      community: { mail: false, push: true },
    });
  });
});

describe('nextAttemptAfter', () => {
  const t0 = new Date('2026-11-21T10:00:00.000Z');
  it('retries after 1 min, 5 min, 30 min and 2 h, then gives up', () => {
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(nextAttemptAfter(1, t0)?.toISOString()).toBe('2026-11-21T10:01:00.000Z');
    expect(nextAttemptAfter(2, t0)?.toISOString()).toBe('2026-11-21T10:05:00.000Z');
    expect(nextAttemptAfter(3, t0)?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(nextAttemptAfter(4, t0)?.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(nextAttemptAfter(5, t0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAILS,
  DEFAULT_PREFERENCES,
  NOTICE_CATEGORIES,
  NOTICES,
  NOTIFICATION_TYPES,
  noticeFor,
} from './notices';
import { RETRY_DELAYS_MS, nextAttemptAfter } from './notice-retries';

/** Renders a catalogue key as itself with its values, so the tests see which text a mail asks for. */
const tr = (key: string, vars: Record<string, string | number> = {}) =>
  Object.keys(vars).length ? `${key} ${JSON.stringify(vars)}` : key;

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
    const mail = entry.mail(sample, tr);
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

  it('asks for the subject of its type with the book, hub and title, and the button of its page', () => {
    expect(NOTICES.reminder.mail(sample, tr).subject).toBe(
      'subjects.reminder {"book":"Godan","hub":"Green Park","title":"Book Due Soon"}',
    );
    expect(NOTICES.book_available.mail(sample, tr).action).toEqual({
      label: 'actions.borrowNow',
      path: '/book/7',
    });
    expect(NOTICES.deposit_claim.mail({ ...sample, data: { claimId: 4 } }, tr)).toMatchObject({
      subject: 'subjects.deposit_claim {"book":"bookFallback","hub":"hubFallback","title":"Book Due Soon"}',
      action: { label: 'actions.viewClaim', path: '/deposit-claims/4' },
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
    expect(ACCOUNT_MAILS.password_reset('http://x/reset-password?token=t', tr).paragraphs).toContain(
      'http://x/reset-password?token=t',
    );
    expect(ACCOUNT_MAILS.password_changed('', tr).subject).toBe('account.passwordChanged.subject');
    expect(DEFAULT_PREFERENCES).toEqual({
      loans: { mail: true, push: true },
      payments: { mail: true, push: true },
      hubs: { mail: true, push: true },
      community: { mail: false, push: true },
      messages: { mail: true, push: true },
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

import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAILS,
  DEFAULT_PREFERENCES,
  NOTICE_CATEGORIES,
  NOTICES,
  NOTIFICATION_TYPES,
  noticeFor,
} from './notices';

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

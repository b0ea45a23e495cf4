import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationDeliveries, notifications } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import { createTestApp, type TestApp } from '../../testing/harness';
import { notify } from '../notifications';
import { notifyIn, startSmtp, type LocalSmtp } from './notices-test-helpers';

/** The mail rows (each notification also has a push row, see push-delivery.api.test.ts). */
const MAIL = eq(notificationDeliveries.channel, 'mail');

/** The decoded Subject of a raw message (RFC 2047 Q-encoding, as nodemailer writes it). */
const subjectOf = (raw: string) =>
  raw
    .match(/^Subject: (.*)$/m)![1]
    .replace(/\?= =\?UTF-8\?Q\?/gi, '') // one encoded word
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
      Buffer.from(
        q
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    );

describe('notice delivery without SMTP (outbox and mail files)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deliveriesOf = (notificationId: number) =>
    t.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.notificationId, notificationId), MAIL));
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('writes the notification and its mail delivery together; a rollback writes neither', async () => {
    const { user } = await t.signIn();
    const row = await notifyIn(t.db, user.id, 'due_soon', t.clock.now());
    expect(await deliveriesOf(row.id)).toMatchObject([{ channel: 'mail', status: 'pending', attempts: 0 }]);

    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { userId: user.id, type: 'overdue', title: 'Book Overdue', message: 'late' });
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((r) => r.type)).toEqual(['due_soon']);
    expect(await t.db.select().from(notificationDeliveries).where(MAIL)).toHaveLength(
      (await t.db.select().from(notifications)).length,
    );
  });

  it('sends each mail once, with the catalogue subject, and marks the delivery sent', async () => {
    const { user } = await t.signIn();
    const row = await notifyIn(t.db, user.id, 'due_soon', t.clock.now());
    await deliverNotices(t);
    await deliverNotices(t);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('"Godan" is due soon');
    expect(mails[0].html).toContain('Return it or ask for an extension.');
    expect(mails[0].text).toContain('http://localhost:5000/my-books');
    expect(mails[0].text).toMatch(/http:\/\/localhost:5000\/api\/unsubscribe\/\d+\.loans\./);
    expect(await deliveriesOf(row.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('with loan mail off, the notice is in-app only (skipped at send time); back on, new ones mail again', async () => {
    const member = await t.signIn();
    const put = await t.request(member).get('/api/user/notification-preferences');
    const prefs = { ...put.body, loans: { mail: false, push: true } };
    expect((await t.request(member).put('/api/user/notification-preferences', prefs)).status).toBe(200);
    const row = await notifyIn(t.db, member.user.id, 'due_soon', t.clock.now());
    await deliverNotices(t);
    expect(await mailsTo(member.user.email)).toHaveLength(0);
    expect(await deliveriesOf(row.id)).toMatchObject([{ status: 'skipped' }]);
    const inApp = await t.request(member).get('/api/notifications');
    expect(inApp.body.map((n: { type: string }) => n.type)).toEqual(['due_soon']);

    // preferences are read when sending: a change before the job runs counts
    const later = await notifyIn(t.db, member.user.id, 'due_soon', t.clock.now());
    await t
      .request(member)
      .put('/api/user/notification-preferences', { ...prefs, loans: { mail: true, push: true } });
    await deliverNotices(t);
    expect(await deliveriesOf(later.id)).toMatchObject([{ status: 'sent' }]);
  });

  it('sends account mails whatever the preferences (reset link, password changed)', async () => {
    const member = await t.signIn();
    const allOff = { mail: false, push: false };
    await t.request(member).put('/api/user/notification-preferences', {
      loans: allOff,
      payments: allOff,
      hubs: allOff,
      community: allOff,
    });
    await t.request().post('/api/auth/forgot-password', { email: member.user.email });
    const [reset] = await mailsTo(member.user.email);
    expect(reset.subject).toBe('Reset your Hubshelf password');
    expect(reset.text).not.toContain('/api/unsubscribe/');
    const token = reset.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
    expect(
      (await t.request().post('/api/auth/reset-password', { token, password: 'new-password-123' })).status,
    ).toBe(200);
    const subjects = (await mailsTo(member.user.email)).map((m) => m.subject);
    expect(subjects).toEqual(['Reset your Hubshelf password', 'Your password was changed']);
  });
});

describe('notice delivery through SMTP', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers HTML and text parts, the catalogue subject and the one-click unsubscribe headers', async () => {
    const { user } = await t.signIn();
    await notifyIn(t.db, user.id, 'due_soon', t.clock.now());
    expect(await deliverNotices(t)).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0].replace(/\r\n[ \t]+/g, ' '); // unfolded headers
    expect(subjectOf(raw)).toBe('"Godan" is due soon');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:5000\/api\/unsubscribe\/\d+\.loans\.[A-Za-z0-9_-]+>/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('sends an account mail without unsubscribe headers', async () => {
    const { user } = await t.signIn();
    await t.request().post('/api/auth/forgot-password', { email: user.email });
    await expect.poll(() => smtp.received.some((m) => m.includes(user.email))).toBe(true);
    const raw = smtp.received.find((m) => m.includes(user.email))!;
    expect(subjectOf(raw)).toBe('Reset your Hubshelf password');
    expect(raw).not.toContain('List-Unsubscribe');
  });
});

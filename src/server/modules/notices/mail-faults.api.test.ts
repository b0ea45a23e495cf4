/**
 * SMTP faults (docs/decisions/0056-mail-faults.md), on a real local SMTP server that defers, stalls or
 * answers late: the mail stays pending with its next attempt scheduled, backs off for 24 h, then fails and
 * is listed for administrators, who can queue it again; every copy carries the delivery's Message-ID and
 * no pass sends a row another pass has claimed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, RETRY_WINDOW_MS } from '@/domain/notice-retries';
import { mailOutbox, notificationDeliveries } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import { createTestApp, type TestApp } from '../../testing/harness';
import { messageIdOf, notifyIn, startSmtp, type LocalSmtp } from './notices-test-helpers';

const MINUTE = 60_000;

/** The mail delivery row of notification `notificationId`. */
async function mailDelivery(t: TestApp, notificationId: number) {
  const [row] = await t.db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, 'mail'),
      ),
    );
  return row!;
}

describe('an SMTP server that defers every recipient (451) for a day', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ mode: 'defer' });
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('backs off for 24 h, then fails the mail and lists it for administrators, who send it again once', async () => {
    const member = await t.signIn({ name: 'Asha Menon' });
    const admin = await t.signIn({ name: 'Admin', isAdmin: true });
    const notice = await notifyIn(t.db, member.user.id, 'due_soon', t.clock.now());
    const firstFailure = t.clock.now();

    expect(await deliverNotices(t)).toMatchObject({ retry: 1 });
    const delivery = await mailDelivery(t, notice.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.lastError).toContain('451');
    expect(delivery.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(MINUTE);

    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      t.clock.advance(delay - 1000);
      expect(await deliverNotices(t)).toMatchObject({ retry: 0, failed: 0 }); // not due yet
      t.clock.advance(1000);
      const last = i === RETRY_DELAYS_MS.length - 1;
      expect(await deliverNotices(t)).toMatchObject(last ? { retry: 0, failed: 1 } : { retry: 1 });
    }
    expect(t.clock.now().getTime() - firstFailure.getTime()).toBe(RETRY_WINDOW_MS);
    expect(await mailDelivery(t, notice.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    t.clock.advance(24 * 60 * MINUTE);
    expect(await deliverNotices(t)).toMatchObject({ retry: 0, failed: 0 });

    // the app kept answering; every attempt is in the outbox with the server's answer
    expect((await t.request(member).get('/api/notifications')).status).toBe(200);
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email));
    expect(outbox).toHaveLength(MAX_ATTEMPTS);
    expect(outbox.every((m) => m.sentAt === null && m.error?.includes('451'))).toBe(true);
    expect(smtp.received).toHaveLength(0);

    const failed = await t.request(admin).get('/api/admin/mail/failed');
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual([
      {
        id: delivery.id,
        to: member.user.email,
        memberName: 'Asha Menon',
        subject: '"Godan" is due soon',
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringContaining('Try again later'),
        failedAt: new Date(firstFailure.getTime() + RETRY_WINDOW_MS).toISOString(),
      },
    ]);
    expect((await t.request(member).get('/api/admin/mail/failed')).status).toBe(403);
    const retryUrl = `/api/admin/mail/failed/${delivery.id}/retry`;
    expect((await t.request(member).post(retryUrl)).status).toBe(403);

    smtp.mode = 'accept';
    const again = await t.request(admin).post(retryUrl, undefined, { headers: { 'accept-language': 'hi' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('यह मेल एक मिनट के भीतर फिर से भेजा जाएगा।');
    const twice = await t.request(admin).post(retryUrl);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('This mail is not waiting to be tried again.');
    expect((await t.request(admin).get('/api/admin/mail/failed')).body).toEqual([]);

    expect(await deliverNotices(t)).toMatchObject({ sent: 1 });
    expect(await deliverNotices(t)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(messageIdOf(smtp.received[0]!)).toBe(`<notice-${delivery.id}@hubshelf.local>`);
    expect(await mailDelivery(t, notice.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('an SMTP server that never answers', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ mode: 'stall' });
    // the mailer's waits, shortened through SMTP_URL's query
    t = await createTestApp({
      SMTP_URL: `${smtp.url}?connectionTimeout=5000&greetingTimeout=300&socketTimeout=5000`,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('times out, keeps the mail for its next attempt, and sends it once with its Message-ID when the server is back', async () => {
    const member = await t.signIn();
    const notice = await notifyIn(t.db, member.user.id, 'due_soon', t.clock.now());

    expect(await deliverNotices(t)).toMatchObject({ retry: 1 });
    const delivery = await mailDelivery(t, notice.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.lastError).toBe('Greeting never received');
    expect(delivery.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(MINUTE);
    const [kept] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email));
    expect(kept).toMatchObject({ sentAt: null, error: expect.stringContaining('Greeting never received') });

    smtp.mode = 'accept';
    expect(await deliverNotices(t)).toMatchObject({ sent: 0, retry: 0 }); // its minute has not passed
    t.clock.advance(MINUTE);
    expect(await deliverNotices(t)).toMatchObject({ sent: 1 });
    t.clock.advance(60 * MINUTE);
    expect(await deliverNotices(t)).toMatchObject({ sent: 0, retry: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(messageIdOf(smtp.received[0]!)).toBe(`<notice-${delivery.id}@hubshelf.local>`);
  });
});

describe('an SMTP server that answers late, and two passes at once', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ mode: 'late' });
    t = await createTestApp({ SMTP_URL: `${smtp.url}?socketTimeout=1500` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a mail once when two passes (two instances) run together and the server answers late', async () => {
    smtp.lateMs = 200;
    const member = await t.signIn();
    const notice = await notifyIn(t.db, member.user.id, 'due_soon', t.clock.now());
    const [a, b] = await Promise.all([deliverNotices(t), deliverNotices(t)]);
    expect(a.sent + b.sent).toBe(1);
    expect(a.retry + b.retry).toBe(0);
    t.clock.advance(60 * MINUTE);
    expect(await deliverNotices(t)).toMatchObject({ sent: 0, retry: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await mailDelivery(t, notice.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a copy the server took after the mailer stopped waiting goes again with the same Message-ID', async () => {
    smtp.received.length = 0;
    smtp.lateMs = 3000;
    const member = await t.signIn();
    const notice = await notifyIn(t.db, member.user.id, 'due_soon', t.clock.now());
    expect(await deliverNotices(t)).toMatchObject({ retry: 1 });
    expect(smtp.received).toHaveLength(1);

    smtp.mode = 'accept';
    t.clock.advance(MINUTE);
    expect(await deliverNotices(t)).toMatchObject({ sent: 1 });
    const { id } = await mailDelivery(t, notice.id);
    expect(smtp.received.map(messageIdOf)).toEqual([
      `<notice-${id}@hubshelf.local>`,
      `<notice-${id}@hubshelf.local>`,
    ]);
  });
});

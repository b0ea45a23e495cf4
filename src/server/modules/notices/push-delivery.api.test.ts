/**
 * The push channel of the notice delivery job (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md,
 * docs/decisions/0040-push-icons-offline-actions.md): a notification reaches each subscribed browser once,
 * with the catalogue's push text and link; push off for its category, or no browser, skips it; a refusing
 * push service is retried.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import { startFakePushService, type FakePushService } from '../../testing/fake-push';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { notifyIn } from './notices-test-helpers';

describe('push delivery of notices', () => {
  let t: TestApp;
  let push: FakePushService;
  beforeAll(async () => {
    t = await createTestApp();
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const pushRowOf = async (notificationId: number) => {
    const [row] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, notificationId),
          eq(notificationDeliveries.channel, 'push'),
        ),
      );
    return row!;
  };
  const subscribed = async (path: string) => {
    const who = await t.signIn();
    const device = push.browser(path);
    expect((await t.request(who).post('/api/push/subscriptions', device.subscription)).status).toBe(200);
    return { who, device };
  };
  const receivedAt = (path: string) => push.received.filter((r) => r.path === path);

  it('sends the catalogue push text to a subscribed browser, exactly once', async () => {
    const { who, device } = await subscribed('/ok/due-soon');
    const row = await notifyIn(t.db, who.user.id, 'due_soon', t.clock.now());
    await deliverNotices(t);
    await deliverNotices(t);
    const messages = receivedAt('/ok/due-soon');
    expect(messages).toHaveLength(1);
    expect(JSON.parse(device.decrypt(messages[0]!.body))).toEqual({
      title: 'Book Due Soon',
      body: '"Godan" from Ravi Kulkarni: Due tomorrow. Return it or ask for an extension.',
      url: '/my-books',
      tag: `notification-${row.id}`,
    });
    expect(await pushRowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('skips a member with push off for the category, and one with no browser', async () => {
    const { who } = await subscribed('/ok/quiet');
    const prefs = (await t.request(who).get('/api/user/notification-preferences')).body;
    const saved = await t
      .request(who)
      .put('/api/user/notification-preferences', { ...prefs, loans: { ...prefs.loans, push: false } });
    expect(saved.status).toBe(200);
    const quiet = await notifyIn(t.db, who.user.id, 'due_soon', t.clock.now());
    const nobody: TestUser = await t.signIn();
    const alone = await notifyIn(t.db, nobody.user.id, 'due_soon', t.clock.now());
    await deliverNotices(t);
    expect(receivedAt('/ok/quiet')).toHaveLength(0);
    expect(await pushRowOf(quiet.id)).toMatchObject({ status: 'skipped' });
    expect(await pushRowOf(alone.id)).toMatchObject({ status: 'skipped' });
  });

  it('retries later when the push service fails, and keeps the error', async () => {
    const { who } = await subscribed('/broken/device');
    const row = await notifyIn(t.db, who.user.id, 'due_soon', t.clock.now());
    await deliverNotices(t);
    expect(receivedAt('/broken/device')).toHaveLength(1);
    expect(await pushRowOf(row.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '1 push services refused',
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@/contract/push';
import { t as english } from '@/server/i18n/t';
import { pushSubscriptions } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../testing/fake-push';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { savePushSubscription, sendPushToMember } from './service';

/** Web Push subscriptions and sending (docs/decisions/0040-push-icons-offline-actions.md). */
describe('/api/push', () => {
  let t: TestApp;
  let push: FakePushService;
  let asha: TestUser;
  let ravi: TestUser;

  const subscribe = (who: TestUser | undefined, body: object) =>
    t.request(who).post('/api/push/subscriptions', body);
  const unsubscribe = (who: TestUser | undefined, endpoint: string) =>
    t.app
      .inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: who ? { cookie: who.cookie } : {},
        payload: { endpoint },
      })
      .then((res) => ({ status: res.statusCode, body: res.json() as { message: string } }));
  const rowsOf = (who: TestUser) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.user.id));
  const deps = () => ({ db: t.db, config: t.config, clock: t.clock });
  const notice = { title: 'Return requested', body: 'Asha asked for Gitanjali back', url: '/my-books' };

  beforeAll(async () => {
    t = await createTestApp();
    push = await startFakePushService();
    asha = await t.signIn({ name: 'Asha Menon' });
    ravi = await t.signIn({ name: 'Ravi Kulkarni' });
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('refuses every call signed out with 401', async () => {
    const { subscription } = push.browser('/ok/signed-out');
    expect((await t.request().get('/api/push/public-key')).status).toBe(401);
    expect((await subscribe(undefined, subscription)).status).toBe(401);
    expect((await unsubscribe(undefined, subscription.endpoint)).status).toBe(401);
  });

  it("gives the server's public VAPID key", async () => {
    const res = await t.request(asha).get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: t.config.vapid.publicKey });
  });

  it('refuses a subscription without a URL endpoint or without its keys', async () => {
    const { subscription } = push.browser('/ok/invalid');
    const bad = await subscribe(asha, { ...subscription, endpoint: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PUSH_MESSAGES.endpoint);
    expect((await subscribe(asha, { ...subscription, endpoint: 'ftp://push.example/x' })).status).toBe(400);
    expect((await subscribe(asha, { endpoint: subscription.endpoint })).status).toBe(400);
    expect((await subscribe(asha, { ...subscription, keys: { p256dh: '', auth: 'x' } })).status).toBe(400);
    expect(await rowsOf(asha)).toEqual([]);
  });

  it('refuses a plain-http endpoint in production', async () => {
    const { subscription } = push.browser('/ok/production');
    await expect(
      savePushSubscription(t.db, { env: 'production' }, asha.user.id, subscription, undefined, t.clock.now()),
    ).rejects.toMatchObject({ status: 400, message: PUSH_MESSAGES.endpoint });
  });

  it('saves the caller’s subscription; the same endpoint again is replaced and moves to whoever subscribed', async () => {
    const { subscription } = push.browser('/ok/shared-device');
    const res = await subscribe(asha, subscription);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: english('push:subscribed') });
    expect(await rowsOf(asha)).toMatchObject([
      { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    ]);
    // the same browser, now signed in as Ravi
    expect((await subscribe(ravi, subscription)).status).toBe(200);
    expect(await rowsOf(asha)).toEqual([]);
    expect(await rowsOf(ravi)).toHaveLength(1);
    expect((await unsubscribe(ravi, subscription.endpoint)).status).toBe(200);
  });

  it("removes only the caller's own subscription: another member's endpoint is 404 and stays", async () => {
    const { subscription } = push.browser('/ok/ashas-phone');
    await subscribe(asha, subscription);
    const other = await unsubscribe(ravi, subscription.endpoint);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(english('push:notFound'));
    expect(await rowsOf(asha)).toHaveLength(1);

    const mine = await unsubscribe(asha, subscription.endpoint);
    expect(mine).toEqual({ status: 200, body: { message: english('push:unsubscribed') } });
    expect(await rowsOf(asha)).toEqual([]);
    expect((await unsubscribe(asha, subscription.endpoint)).status).toBe(404);
  });

  it('sends an encrypted, VAPID-signed message that the browser decrypts to the notice', async () => {
    const member = await t.signIn();
    const browser = push.browser('/ok/encrypted');
    await subscribe(member, browser.subscription);
    const before = push.received.length;

    expect(await sendPushToMember(deps(), member.user.id, { ...notice, tag: 'rental-7' })).toEqual({
      sent: 1,
      removed: 0,
      failed: 0,
    });
    const [message] = push.received.slice(before);
    expect(message.path).toBe('/ok/encrypted');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(message.headers.authorization).toContain(`k=${t.config.vapid.publicKey}`);
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    expect(message.body.toString('latin1')).not.toContain('Return requested');
    expect(JSON.parse(browser.decrypt(message.body))).toEqual({ ...notice, tag: 'rental-7' });
    const [row] = await rowsOf(member);
    expect(row.lastSuccessAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('removes subscriptions answered 410 or 404, counts other failures, and throws nothing', async () => {
    const member = await t.signIn();
    for (const path of ['/ok/a', '/gone/a', '/missing/a', '/broken/a'])
      await subscribe(member, push.browser(path).subscription);
    // a push service that does not answer at all (nothing listens on port 9 of loopback)
    await subscribe(member, { ...push.browser('/ok/b').subscription, endpoint: 'http://127.0.0.1:9/down' });

    expect(await sendPushToMember(deps(), member.user.id, notice)).toEqual({
      sent: 1,
      removed: 2,
      failed: 2,
    });
    const left = (await rowsOf(member)).map((r) => r.endpoint).sort();
    expect(left).toEqual([`${push.url}/broken/a`, `${push.url}/ok/a`, 'http://127.0.0.1:9/down']);
  });

  it("reaches only that member's browsers, and nothing for a member without any", async () => {
    const member = await t.signIn();
    const other = await t.signIn();
    await subscribe(other, push.browser('/ok/others').subscription);
    const before = push.received.length;
    expect(await sendPushToMember(deps(), member.user.id, notice)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(push.received.length).toBe(before);
  });
});

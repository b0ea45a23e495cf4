/**
 * Web Push and the app icons (docs/decisions/0040-push-icons-offline-actions.md): every icon of the manifest
 * and the Apple touch icon load as PNG; 'Turn on notifications' on the notifications page asks for
 * permission only when clicked, subscribes through the service worker and saves the subscription; 'Turn off'
 * removes it; the subscription API refuses signed-out callers and another member's endpoint.
 *
 * Headless Chromium has no push service to subscribe with, so the page's `PushManager` is replaced by a
 * stand-in that returns a fixed subscription. The headless shell the suite drives has no notification
 * service either: it reports the permission 'denied' whatever the context grants (ADR 0064), so the
 * permission is the granted one the context asks for (everything else is real: the service worker
 * registration, the calls). Sending to a push service is covered by the API tests with a local fake.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';
import { checkScreen } from './support/screens';
import { registerMember, signInAs } from './support/session';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const ENDPOINT = 'https://push.example.test/e2e-device';

/**
 * Replaces PushManager's subscribe/getSubscription with a stand-in keeping one fixed subscription, and
 * reports the notification permission granted (as `context.grantPermissions` does in the full browser).
 */
async function stubPushService(page: Page) {
  await page.addInitScript((endpoint) => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'granted' });
    Notification.requestPermission = async () => 'granted';
    let current: PushSubscription | null = null;
    const subscription = {
      endpoint,
      toJSON: () => ({
        endpoint,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = subscription;
      return subscription;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, ENDPOINT);
}

test('manifest icons and the Apple touch icon load as PNG', async ({ page }) => {
  await page.goto('/');
  const icons = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
    const manifest = (await (await fetch(link.href)).json()) as { icons: { src: string; type: string }[] };
    const apple = document
      .querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')!
      .getAttribute('href')!;
    return [...manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.src), apple];
  });
  expect(icons).toEqual([
    '/icon-192.png',
    '/icon-512.png',
    '/icon-maskable-512.png',
    '/apple-touch-icon.png',
  ]);
  for (const src of icons) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toBe('image/png');
  }
});

test('Turn on notifications subscribes this device after the click; Turn off removes it', async ({
  page,
  context,
}, testInfo) => {
  const email = await registerMember(page, 'Push Tester');
  await stubPushService(page);
  const prompts: string[] = [];
  await page.exposeFunction('notePermissionRequest', (s: string) => prompts.push(s));
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      await (
        window as unknown as { notePermissionRequest: (s: string) => Promise<void> }
      ).notePermissionRequest('asked');
      return ask();
    };
  });
  await context.grantPermissions(['notifications']);
  await signInAs(page, email, '/notifications');
  await page.evaluate(() => navigator.serviceWorker.ready);

  const turnOn = page.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  expect(prompts, 'no permission prompt on load').toEqual([]);
  await checkScreen(page, testInfo, 'notifications-push-off');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await turnOn.click();
  expect((await saved).status()).toBe(200);
  expect(prompts).toEqual(['asked']);
  expect((await saved).request().postDataJSON()).toMatchObject({ endpoint: ENDPOINT });
  await expect(page.getByText('On: this device shows Hubshelf notifications.')).toBeVisible();
  await checkScreen(page, testInfo, 'notifications-push-on');

  // The subscription is this member's: another member cannot remove it.
  const other = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherEmail = await registerMember(await other.newPage(), 'Push Other');
  await other.request.post('/api/auth/login', { data: { email: otherEmail, password: DEMO_PASSWORD } });
  expect(
    (await other.request.delete('/api/push/subscriptions', { data: { endpoint: ENDPOINT } })).status(),
  ).toBe(404);
  await other.close();

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Turn off' }).click();
  expect((await removed).status()).toBe(200);
  await expect(turnOn).toBeVisible();
});

test('the push API needs a signed-in member', async ({ request }) => {
  expect((await request.get('/api/push/public-key')).status()).toBe(401);
  expect(
    (
      await request.post('/api/push/subscriptions', {
        data: { endpoint: ENDPOINT, keys: { p256dh: 'x', auth: 'y' } },
      })
    ).status(),
  ).toBe(401);
});

test('the profile offers the same switch', async ({ page }) => {
  const email = await registerMember(page, 'Push Profile');
  await signInAs(page, email, '/profile');
  await expect(page.getByText('Notifications on this device')).toBeVisible();
});

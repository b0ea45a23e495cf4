/** 'Notifications on this device' (ADR 0040): states, the permission asked only on click, subscribe and unsubscribe. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, sentBody } from '@/client/lib/testing';
import { PushNotificationsCard } from './push-notifications-card';

const ENDPOINT = 'https://push.example/device-1';

/** A browser with notifications in `permission` state; `prompt` answers requestPermission. */
function fakeBrowser(permission: NotificationPermission, prompt: NotificationPermission = 'granted') {
  let current: object | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    notification.permission = prompt;
    return prompt;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { requestPermission, pushManager, subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushNotificationsCard', () => {
  it('says when the browser has no notifications, with no button', async () => {
    render(<PushNotificationsCard />);
    expect(await screen.findByText(i18n.t('push:card.state.unsupported'))).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the browser blocked them', async () => {
    fakeBrowser('denied');
    render(<PushNotificationsCard />);
    expect(await screen.findByText(i18n.t('push:card.state.blocked'))).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for permission only on the click, subscribes with the public key and saves it; Turn off removes it', async () => {
    const browser = fakeBrowser('default');
    const server = fakeServer({
      'GET /api/push/public-key': { status: 200, body: { publicKey: 'BAAB' } },
      'POST /api/push/subscriptions': { status: 200, body: { message: 'Notifications turned on' } },
      'DELETE /api/push/subscriptions': { status: 200, body: { message: 'Notifications turned off' } },
    });
    render(<PushNotificationsCard />);
    const turnOn = await screen.findByRole('button', { name: i18n.t('push:card.turnOn') });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(turnOn);
    expect(await screen.findByText(i18n.t('push:card.state.on'))).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 0, 1]),
    });
    expect(sentBody(server, 1)).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } });

    await userEvent.click(screen.getByRole('button', { name: i18n.t('push:card.turnOff') }));
    expect(await screen.findByRole('button', { name: i18n.t('push:card.turnOn') })).toBeInTheDocument();
    expect(sentBody(server, 2)).toEqual({ endpoint: ENDPOINT });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('stays off when the prompt is refused, and shows blocked', async () => {
    const browser = fakeBrowser('default', 'denied');
    const server = fakeServer({});
    render(<PushNotificationsCard />);
    await userEvent.click(await screen.findByRole('button', { name: i18n.t('push:card.turnOn') }));
    expect(await screen.findByText(i18n.t('push:card.state.blocked'))).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server).not.toHaveBeenCalled();
  });
});

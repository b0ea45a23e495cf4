import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { eventReader } from '../../testing/sse';
import { markRead, notify } from './service';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('GET /api/notifications/stream', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await t.signIn();
    bob = await t.signIn();
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request().get('/api/notifications/stream');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('sends the unread count on connect and again when a notification is created or read', async () => {
    const abort = new AbortController();
    try {
      const res = await fetch(`${base}/api/notifications/stream`, {
        headers: { cookie: alice.cookie },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const next = eventReader(res.body!);
      expect(await next()).toMatchObject({ event: 'notification', data: { unread: 0 } });

      // Another member's notification does not reach Alice's stream; hers does.
      await notify(t.db, { userId: bob.user.id, type: 'reminder', title: 'Bob', message: 'for bob' });
      const row = await notify(t.db, {
        userId: alice.user.id,
        type: 'reminder',
        title: 'Hi',
        message: 'for alice',
      });
      expect(await next()).toMatchObject({ event: 'notification', data: { unread: 1 } });

      await markRead(t.db, alice.user.id, row.id);
      expect(await next()).toMatchObject({ event: 'notification', data: { unread: 0 } });
    } finally {
      abort.abort();
    }
  });
});

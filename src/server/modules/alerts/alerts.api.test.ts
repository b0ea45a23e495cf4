/**
 * Availability alert calls and refusals (spec 000 §7; docs/decisions/0025-availability-alerts-hold-queue.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t as english } from '@/server/i18n/t';
import { createTestApp, type TestApp } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';
import { holdsWorld } from './alerts-test-helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof holdsWorld>>;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  w = await holdsWorld(t);
});
afterAll(() => t.close());

const none = { hasAlert: false, position: null, holdExpiresAt: null };

describe('who may call', () => {
  it('answers 401 to a signed-out caller on every alert call', async () => {
    const { book } = await w.rent();
    for (const call of [w.alerts.get, w.alerts.set, w.alerts.remove]) {
      const res = await call(null, book.id);
      expect(res.status).toBe(401);
    }
  });

  it('answers 404 Book not found for a book outside the caller’s hubs or unknown', async () => {
    const { book } = await w.rent();
    const elsewhere = await (await neighbourhood(t)).member({ name: 'Outsider' });
    for (const call of [w.alerts.get, w.alerts.set, w.alerts.remove]) {
      const res = await call(elsewhere, book.id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Book not found');
    }
    expect((await w.alerts.set(w.first, 999_999)).status).toBe(404);
  });

  it('refuses an alert on one’s own book (403) and on a book available to the caller (409)', async () => {
    const { book } = await w.rent();
    const own = await w.alerts.set(w.owner, book.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(english('alerts:ownBook'));
    const free = await w.hood.book(w.owner, { title: 'Swami and Friends' });
    const available = await w.alerts.set(w.first, free.id);
    expect(available.status).toBe(409);
    expect(available.body.message).toBe(english('alerts:available'));
    expect((await w.alerts.get(w.first, free.id)).body).toEqual(none);
  });
});

describe('the queue', () => {
  it('puts members in line first come first served, idempotently, and takes them out on cancel', async () => {
    const { book } = await w.rent();
    expect((await w.alerts.get(w.first, book.id)).body).toEqual(none);
    const set = await w.alerts.set(w.first, book.id);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ hasAlert: true, position: 1, holdExpiresAt: null });
    expect((await w.alerts.set(w.first, book.id)).body).toEqual({
      hasAlert: true,
      position: 1,
      holdExpiresAt: null,
    });
    expect((await w.alerts.set(w.second, book.id)).body).toEqual({
      hasAlert: true,
      position: 2,
      holdExpiresAt: null,
    });

    const removed = await w.alerts.remove(w.first, book.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(none);
    expect((await w.alerts.remove(w.first, book.id)).body).toEqual(none);
    expect((await w.alerts.get(w.second, book.id)).body.position).toBe(1);
  });
});

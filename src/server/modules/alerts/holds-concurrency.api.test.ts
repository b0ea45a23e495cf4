/**
 * Holds under concurrency (docs/decisions/0025-availability-alerts-hold-queue.md): two passes at once move a
 * run-out hold once; of two members borrowing a held book at once only the holder succeeds. On PostgreSQL
 * (`HUBSHELF_TEST_DB=postgres`) the calls really overlap on the pool; a second app on the same database
 * stands for a second instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/harness';
import { HOLD_MS } from '@/domain/holds';
import { holdsWorld } from './alerts-test-helpers';
import { runHoldsPass } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('concurrency', () => {
  it('advances a queue once when two passes (two app instances) run at once', async () => {
    const w = await holdsWorld(t);
    const { book, rental } = await w.rent({ title: 'Godan' });
    await w.alerts.set(w.first, book.id);
    await w.alerts.set(w.second, book.id);
    await w.alerts.set(w.stranger, book.id);
    await w.giveBack(rental.id);
    t.clock.advance(HOLD_MS);
    const other = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      const results = await Promise.all([runHoldsPass(t.app.deps), runHoldsPass(other.deps)]);
      expect(results.reduce((n, r) => n + r.expired, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect((await w.alerts.get(w.second, book.id)).body.holdExpiresAt).not.toBeNull();
    expect((await w.alerts.get(w.stranger, book.id)).body).toMatchObject({
      position: 2,
      holdExpiresAt: null,
    });
    expect(await w.notices(w.second, 'book_available')).toHaveLength(1);
    expect(await w.notices(w.stranger, 'book_available')).toHaveLength(0);
  });

  it('lets only the holder borrow when the holder and another member borrow at once', async () => {
    const w = await holdsWorld(t);
    const { book, rental } = await w.rent({ title: 'Nirmala' });
    await w.alerts.set(w.first, book.id);
    await w.giveBack(rental.id);
    const [holder, other] = await Promise.all([w.borrow(w.first, book.id), w.borrow(w.second, book.id)]);
    expect(holder.status).toBe(200);
    expect(other.status).toBe(409);
  });
});

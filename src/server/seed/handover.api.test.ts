import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { expectLedgersBalanced } from '../testing/transactions';
import { runPickupPass } from '../modules/rentals';
import { seedDemoData } from './index';

const DAY = 24 * 60 * 60 * 1000;

/** The demo hand-overs (docs/decisions/0032-trust-at-hand-over.md). */
describe('demo hand-over seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('has rentals awaiting pickup and one picked up late with its due date moved', async () => {
    const now = t.clock.now().getTime();
    const all = await t.db.select().from(rentals);
    // Arjun's from Ravi a day ago (this seed), Priya's from Meera an hour ago (conversations.ts)
    const waiting = all.filter((r) => r.status === 'active' && r.pickedUpAt === null);
    expect(waiting.map((r) => now - r.startDate.getTime()).sort((a, b) => a - b)).toEqual([DAY / 24, DAY]);
    const late = all.filter((r) => r.pickedUpAt && r.pickedUpAt.getTime() > r.startDate.getTime());
    expect(late).toHaveLength(1);
    expect(late[0].endDate.getTime() - late[0].startDate.getTime()).toBe(14 * DAY + 2 * DAY);
    // every other demo loan changed hands at its start, so the pickup pass cancels none of them
    expect(all.filter((r) => r.pickedUpAt === null)).toHaveLength(2);
    expect((await runPickupPass(t.app.deps)).cancelled).toBe(0);
    await expectLedgersBalanced(t.db);
  });
});

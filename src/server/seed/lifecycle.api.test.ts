import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueState } from '@/domain/rentals';
import { notifications, rentalExtensionRequests, rentals, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { expectLedgersBalanced } from '../testing/transactions';
import { seedDemoData } from './index';

/** The lifecycle demo loans (spec 001 §4.1 rental states; ARCHITECTURE §1 demo data). */
describe('demo lifecycle seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('has an overdue rental, one due tomorrow, a pending extension and a return awaiting confirmation', async () => {
    const now = t.clock.now();
    const all = await t.db.select().from(rentals);
    const active = all.filter((r) => r.status === 'active');
    expect(active.map((r) => dueState(r.endDate, now))).toEqual(
      expect.arrayContaining([
        { kind: 'overdue', days: 4 },
        { kind: 'tomorrow', days: 1 },
      ]),
    );

    const pending = await t.db
      .select()
      .from(rentalExtensionRequests)
      .where(eq(rentalExtensionRequests.status, 'pending'));
    expect(pending).toHaveLength(1);
    const [extended] = all.filter((r) => r.id === pending[0].rentalId);
    expect(extended.status).toBe('active');

    const awaiting = all.filter((r) => r.status === 'return_requested');
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0].lateFeePaise).toBe(awaiting[0].dailyFeePaise);

    const toLenders = await t.db
      .select({ type: notifications.type, userId: notifications.userId })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    expect(toLenders).toEqual(
      expect.arrayContaining([
        { type: 'extension_request', userId: extended.lenderId },
        { type: 'return_request', userId: awaiting[0].lenderId },
      ]),
    );
    await expectLedgersBalanced(t.db);
  });
});

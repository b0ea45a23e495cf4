import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemoData } from './index';

/** The demo wishlists (ADR 0024): Asha and Ravi each have one item of each priority, visible through the API. */
describe('demo wishlist seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it.each(['asha@hubshelf.local', 'ravi@hubshelf.local'])(
    '%s has a High, a Medium and a Low item',
    async (email) => {
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      const member = await t.sessionFor(row);
      const res = await t.request(member).get('/api/wishlist');
      expect(res.status).toBe(200);
      const items = res.body as { priority: number; notes: string | null; book: { isAvailable: boolean } }[];
      expect(items.map((i) => i.priority).sort()).toEqual([1, 2, 3]);
      expect(items.some((i) => i.notes)).toBe(true);
    },
  );
});

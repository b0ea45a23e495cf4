import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';
import { hubMemberships } from '../../db/schema';
import { listedBookCounts } from './index';

/** Facts other areas read about listed books (spec 001 §3 "Hub": bookCount). */
describe('books facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('listedBookCounts', () => {
    it('counts listed books per hub by owners who are active members there', async () => {
      const hub = await insertHub(t.db, { name: 'Count Me' });
      const other = await insertHub(t.db, { name: 'Empty Hub' });
      const a = await t.signIn();
      const b = await t.signIn();
      await addMember(t.db, hub.id, a.user.id);
      await addMember(t.db, hub.id, b.user.id);
      await insertBook(t.db, { ownerId: a.user.id, hubIds: [hub.id] });
      await insertBook(t.db, { ownerId: a.user.id, hubIds: [hub.id], isAvailable: false });
      await insertBook(t.db, { ownerId: a.user.id, hubIds: [hub.id], status: 'sold' });
      await insertBook(t.db, { ownerId: a.user.id, hubIds: [hub.id], status: 'deleted' });
      await insertBook(t.db, { ownerId: b.user.id, hubIds: [hub.id] });
      expect(await listedBookCounts(t.db, [hub.id, other.id])).toEqual(new Map([[hub.id, 3]]));
      await t.db.update(hubMemberships).set({ isActive: false }).where(eq(hubMemberships.userId, b.user.id));
      expect((await listedBookCounts(t.db, [hub.id])).get(hub.id)).toBe(2);
    });
  });
});

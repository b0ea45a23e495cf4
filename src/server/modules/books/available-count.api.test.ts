/**
 * GET /api/books/available-count (spec 001 §2.2 "Available Books count tile"): the listed books of the
 * caller's hubs that are not lent now, counted in SQL — not within the newest 500 of /api/books/all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook } from '../../seed/books';
import type { HubRow } from '../../db/schema';

describe('GET /api/books/available-count', () => {
  let t: TestApp;
  let owner: TestUser;
  let neighbour: TestUser;
  let stranger: TestUser;
  let home: HubRow;
  let elsewhere: HubRow;
  const count = async (who: TestUser | null) => t.request(who).get('/api/books/available-count');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ name: 'Meera Iyer' });
    neighbour = await t.signIn({ name: 'Priya Nair' });
    stranger = await t.signIn({ name: 'Kabir Singh' });
    home = await insertHub(t.db, { name: 'Prestige Shantiniketan' });
    elsewhere = await insertHub(t.db, { name: 'Capital Greens' });
    await addMember(t.db, home.id, owner.user.id);
    await addMember(t.db, home.id, neighbour.user.id);
    await addMember(t.db, elsewhere.id, stranger.user.id);
  });
  afterAll(() => t.close());

  it('answers 401 to a signed-out caller', async () => {
    const res = await count(null);
    expect(res.status).toBe(401);
  });

  it("counts the available listed books of the caller's hubs only, and 0 without hubs", async () => {
    const outsider = await t.signIn({ name: 'Nobody Yet' });
    await insertBook(t.db, { ownerId: owner.user.id, hubIds: [home.id] });
    await insertBook(t.db, { ownerId: owner.user.id, hubIds: [home.id], isAvailable: false });
    await insertBook(t.db, { ownerId: owner.user.id, hubIds: [home.id], status: 'sold', isAvailable: false });
    await insertBook(t.db, { ownerId: owner.user.id, hubIds: [home.id], status: 'deleted' });
    await insertBook(t.db, { ownerId: stranger.user.id, hubIds: [elsewhere.id] });

    expect((await count(neighbour)).body).toEqual({ count: 1 });
    expect((await count(owner)).body).toEqual({ count: 1 });
    expect((await count(stranger)).body).toEqual({ count: 1 });
    expect((await count(outsider)).body).toEqual({ count: 0 });
  });

  it('counts past the 500 newest books that /api/books/all answers', async () => {
    const before = (await count(neighbour)).body.count as number;
    await t.db.execute(sql`
      with added as (
        insert into books (owner_id, title, author, isbn, isbn13, genre, condition, daily_fee_paise)
        select ${owner.user.id}, 'Bulk ' || g, 'Test Author', '9780306406157', '9780306406157', 'Fiction', 'Good', 1000
        from generate_series(1, 520) g
        returning id
      )
      insert into book_hubs (book_id, hub_id) select id, ${home.id} from added`);
    expect((await count(neighbour)).body).toEqual({ count: before + 520 });
    expect(((await t.request(neighbour).get('/api/books/all')).body as unknown[]).length).toBe(500);
  });
});

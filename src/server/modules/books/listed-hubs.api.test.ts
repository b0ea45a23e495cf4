import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookHubs, books, hubMemberships } from '../../db/schema';
import { createBrowseWorld, insertBook, type BrowseWorld } from './browse-test-helpers';

/**
 * `books.hub_ids`, the hubs a book is actively listed in (src/server/db/sql/book-listings.sql,
 * docs/decisions/0069-listed-hubs-on-the-book.md): the triggers keep it true when listings are added,
 * removed or follow a membership, and the browse scope that reads it shows a book exactly where it is
 * actively listed.
 */
describe('a book carries the hubs it is actively listed in', () => {
  let w: BrowseWorld;
  beforeAll(async () => {
    w = await createBrowseWorld();
  });
  afterAll(() => w.t.close());

  const hubsOf = async (bookId: number) =>
    (await w.t.db.select({ hubIds: books.hubIds }).from(books).where(eq(books.id, bookId)))[0]!.hubIds;
  const setMembership = (hubId: number, userId: number, isActive: boolean) =>
    w.t.db
      .update(hubMemberships)
      .set({ isActive })
      .where(sql`${hubMemberships.hubId} = ${hubId} and ${hubMemberships.userId} = ${userId}`);

  it('lists the active hubs of each book in ascending order', async () => {
    const [lakeview, bandra] = [w.lakeview.id, w.bandra.id];
    expect(await hubsOf(w.id.hobbit!)).toEqual([lakeview, bandra].sort((a, b) => a - b));
    expect(await hubsOf(w.id.gatsby!)).toEqual([lakeview]);
    expect(await hubsOf(w.id.delhi!)).toEqual([w.delhi.id]);
  });

  it('leaves out a hub the owner is not a member of', async () => {
    const book = await insertBook(w.t.db, { ownerId: w.ravi.user.id, hubIds: [w.lakeview.id, w.bandra.id] });
    expect(await hubsOf(book.id)).toEqual([w.lakeview.id]);
  });

  it('follows the owner leaving and rejoining a hub, and browse follows it', async () => {
    expect(await w.keys(w.asha)).toContain('gatsby');
    await setMembership(w.lakeview.id, w.ravi.user.id, false);
    expect(await hubsOf(w.id.gatsby!)).toEqual([]);
    expect(await w.keys(w.asha)).not.toContain('gatsby');
    await setMembership(w.lakeview.id, w.ravi.user.id, true);
    expect(await hubsOf(w.id.gatsby!)).toEqual([w.lakeview.id]);
    expect(await w.keys(w.asha)).toContain('gatsby');
  });

  it('follows a listing removed from one hub and the last listing removed', async () => {
    const book = await insertBook(w.t.db, {
      ownerId: w.asha.user.id,
      hubIds: [w.lakeview.id, w.bandra.id],
      title: 'Listed Twice',
    });
    await w.t.db
      .delete(bookHubs)
      .where(sql`${bookHubs.bookId} = ${book.id} and ${bookHubs.hubId} = ${w.lakeview.id}`);
    expect(await hubsOf(book.id)).toEqual([w.bandra.id]);
    expect(await w.titles(w.ravi, 'search=listed%20twice')).toEqual([]);
    expect(await w.titles(w.asha, 'search=listed%20twice')).toEqual(['Listed Twice']);
    await w.t.db.delete(bookHubs).where(eq(bookHubs.bookId, book.id));
    expect(await hubsOf(book.id)).toEqual([]);
    expect(await w.titles(w.asha, 'search=listed%20twice')).toEqual([]);
  });
});

/**
 * The `account-erasure` pass (ADR 0052): after it, no table holds the member's e-mail, phone, name or address
 * and none of their files is left in storage; the ledgers still balance; another member's rental history
 * reads 'Deleted member'; the e-mail can register again; the erased member cannot sign in; two runners at
 * once erase once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_MEMBER_NAME, DELETED_MESSAGE_TEXT } from '@/domain/account';
import {
  accountDeletions,
  books,
  conversationMessages,
  hubMessages,
  rentalPhotos,
  reviews,
  users,
  wishlistItems,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/factories';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { expectLedgersBalanced } from '../../testing/transactions';
import { runErasurePass } from '.';
import { askDeletion, DAY_MS, deletionWorld } from './deletion-test-helpers';
import { whereTextIs } from './erasure-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const ASHA = {
  name: 'Asha Menon',
  email: 'asha.menon@example.com',
  phone: '9820011003',
  flatWing: 'C-1203',
  buildingName: 'Lotus Residency',
  detailedAddress: 'Lotus Lane, near the Hanuman temple',
};

/** Runs the pass 8 days after now, as the job would once the grace days are over. */
const passLater = () =>
  runErasurePass({ db: t.db, files: t.app.deps.files }, new Date(t.clock.now().getTime() + 8 * DAY_MS));

/** Asha's life on Hubshelf: a returned loan with notes, chat, a conversation, a review, photos, a list. */
async function livedIn(w: Awaited<ReturnType<typeof deletionWorld>>, asha: TestUser) {
  const { book, rental } = await w.rent('Wings of Fire');
  const returned = await t.request(asha).post(`/api/rentals/${rental.id}/request-return`, {
    notes: `Call me on ${ASHA.phone}`,
  });
  expect(returned.status).toBe(200);
  expect((await t.request(w.owner).post(`/api/rentals/${rental.id}/confirm-return`, {})).status).toBe(200);
  const hubPath = `/api/societies/${w.hood.hub.id}/messages`;
  const chat = [
    await t.request(asha).post(hubPath, { content: `I live in ${ASHA.buildingName}` }),
    await t.request(w.owner).post(hubPath, { content: `Thanks ${ASHA.name}!` }),
  ];
  expect(chat.map((r) => r.status)).toEqual([201, 201]);
  const [loan] = (await t.request(asha).get('/api/conversations')).body as { id: number }[];
  const said = await t
    .request(asha)
    .post(`/api/conversations/${loan.id}/messages`, { content: `Write to ${ASHA.email}` });
  expect(said.status).toBeLessThan(300);
  const review = await t
    .request(asha)
    .post(`/api/books/${book.id}/reviews`, { rating: 4, reviewText: `Loved it, ${ASHA.name}` });
  expect(review.status).toBeLessThan(300);
  await t.app.deps.files.put('avatars/asha.webp', Buffer.from('avatar'), 'image/webp');
  await t.app.deps.files.put('rental-photos/asha.webp', Buffer.from('photo'), 'image/webp');
  await t.db
    .update(users)
    .set({ profilePicture: '/files/avatars/asha.webp' })
    .where(eq(users.id, asha.user.id));
  await t.db.insert(rentalPhotos).values({
    rentalId: rental.id,
    stage: 'return',
    uploaderId: asha.user.id,
    storageKey: 'rental-photos/asha.webp',
  });
  const own = await w.hood.book(asha, { title: 'Godan' });
  await t.db.insert(wishlistItems).values({ userId: asha.user.id, bookId: own.id, notes: ASHA.flatWing });
  return { book, rental, own, conversationId: loan.id };
}

describe('erasing a member', () => {
  let w: Awaited<ReturnType<typeof deletionWorld>>;
  let asha: TestUser;
  let lived: Awaited<ReturnType<typeof livedIn>>;

  beforeAll(async () => {
    w = await deletionWorld(t, ASHA);
    asha = w.borrower;
    lived = await livedIn(w, asha);
    expect((await askDeletion(t, asha)).status).toBe(200);
    expect(await whereTextIs(t, ASHA.phone)).not.toEqual([]);
    expect(await passLater()).toEqual({ erased: 1, blocked: 0 });
  });

  it('leaves no e-mail, phone, name or address of theirs in any table', async () => {
    for (const detail of Object.values(ASHA))
      expect([detail, await whereTextIs(t, detail)]).toEqual([detail, []]);
  });

  it('deletes their files from storage', async () => {
    expect(await t.app.deps.files.get('avatars/asha.webp')).toBeNull();
    expect(await t.app.deps.files.get('rental-photos/asha.webp')).toBeNull();
  });

  it('keeps the ledgers balanced', async () => {
    await expectLedgersBalanced(t.db);
  });

  it('keeps the other member\'s rental history, with "Deleted member"', async () => {
    const earnings = await t.request(w.owner).get('/api/user/earnings');
    expect(earnings.status).toBe(200);
    const borrowers = JSON.stringify(earnings.body).match(/"borrowerName":"[^"]*"/g);
    expect(borrowers).toContain(`"borrowerName":"${DELETED_MEMBER_NAME}"`);
    const loan = await t.request(w.owner).get(`/api/conversations/${lived.conversationId}`);
    expect(loan.status).toBe(200);
    expect(loan.body.other.name).toBe(DELETED_MEMBER_NAME);
  });

  it('replaces their messages, keeps their rating without text, and delists their books', async () => {
    const hub = await t.db.select().from(hubMessages).where(eq(hubMessages.senderId, asha.user.id));
    expect(hub.map((m) => m.content)).toEqual([DELETED_MESSAGE_TEXT]);
    const said = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.senderId, asha.user.id));
    expect(said.filter((m) => m.messageType === 'text').map((m) => m.content)).toEqual([
      DELETED_MESSAGE_TEXT,
    ]);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.userId, asha.user.id));
    expect(review).toMatchObject({ rating: 4, reviewText: null });
    const [book] = await t.db.select().from(books).where(eq(books.id, lived.book.id));
    expect(book).toMatchObject({ reviewCount: 1, ratingTotal: 4 });
    const [own] = await t.db.select().from(books).where(eq(books.id, lived.own.id));
    expect(own.status).toBe('deleted');
  });

  it('writes the audit row and marks the member erased', async () => {
    const [row] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, asha.user.id));
    expect(row.erasedAt).not.toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.id, asha.user.id));
    expect(user).toMatchObject({ name: DELETED_MEMBER_NAME, passwordHash: null, googleId: null });
    expect(user.deletedAt).not.toBeNull();
  });

  it('signs the erased member out and refuses their sign-in; the address registers again', async () => {
    expect((await t.request(asha).get('/api/auth/me')).status).toBe(401);
    const login = await t.request().post('/api/auth/login', { email: ASHA.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(401);
    const again = await t.request().post('/api/auth/register', {
      ...ASHA,
      password: 'a-new-start-1',
      city: 'Mumbai',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(asha.user.id);
  });

  it('refuses their user number as a referral code', async () => {
    const res = await t.request().post('/api/auth/register', {
      ...ASHA,
      name: 'Kiran Rao',
      email: 'kiran.rao@example.com',
      password: 'a-new-start-2',
      city: 'Mumbai',
      referredBy: String(asha.user.userNumber),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.referredBy).toBeDefined();
  });

  it('does nothing on the next pass', async () => {
    expect(await passLater()).toEqual({ erased: 0, blocked: 0 });
  });
});

describe('the pass', () => {
  it('erases nobody before the 7 days are over, nor a cancelled deletion', async () => {
    const early = await t.signIn();
    const cancelled = await t.signIn();
    await askDeletion(t, early);
    await askDeletion(t, cancelled);
    await t.request(cancelled).delete('/api/account/deletion');
    const sixDays = new Date(t.clock.now().getTime() + 6 * DAY_MS);
    expect(await runErasurePass({ db: t.db, files: t.app.deps.files }, sixDays)).toEqual({
      erased: 0,
      blocked: 0,
    });
    await t.request(early).delete('/api/account/deletion');
  });

  it('skips a member with a loan opened during the grace days, and erases them once it is over', async () => {
    const w = await deletionWorld(t);
    expect((await askDeletion(t, w.borrower)).status).toBe(200);
    const { rental } = await w.rent('Train to Pakistan');
    expect(await passLater()).toEqual({ erased: 0, blocked: 1 });
    await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
    await t.request(w.owner).post(`/api/rentals/${rental.id}/confirm-return`, {});
    expect(await passLater()).toEqual({ erased: 1, blocked: 0 });
    await expectLedgersBalanced(t.db);
  });

  it('erases once when two runners go at the same time', async () => {
    const who = await t.signIn();
    await askDeletion(t, who);
    const results = await Promise.all([passLater(), passLater()]);
    expect(results.reduce((n, r) => n + r.erased, 0)).toBe(1);
    const rows = await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, who.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].erasedAt).not.toBeNull();
  });
});

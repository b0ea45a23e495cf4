/**
 * The world the access matrix and the contract fuzz call every route in (ADR 0038): one hub with a member of
 * each kind, an owner's listed book, a rental of a lender's book by a borrower with a pending extension
 * request, a notification, a reward and a Brocks package; a second hub everyone in the first belongs to (for
 * leaving) and a third nobody belongs to (for joining). Everything goes through the real use cases or the
 * shared factories.
 */
import { expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { brocksPackages, conversations, notifications, rewardDefinitions, type UserRow } from '../db/schema';
import { insertBook } from '../seed/books';
import { addMember, insertHub } from '../seed/hubs';
import { grantOpeningCredits } from '../modules/brocks';
import { createImport } from '../modules/imports';
import {
  startFakeCatalogue,
  ISBN_FIXTURES_DIR,
  type FakeCatalogue,
} from '../integrations/catalogue/fake-catalogue';
import { createTestApp, type TestApp } from './harness';
import { paidOrder } from './transactions';

/** Who calls: the kinds of caller the matrix knows (ADR 0038). */
export const CALLERS = ['signedOut', 'member', 'hubMember', 'owner', 'borrower', 'lender', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** The email `createTestApp` must list in ADMIN_EMAILS for the fixture's administrator. */
export const FIXTURE_ADMIN_EMAIL = 'matrix-admin@example.com';

export interface AccessFixture {
  users: Record<Exclude<Caller, 'signedOut'>, UserRow>;
  /** the hub every kind but `member` and `admin` belongs to */
  hubId: number;
  /** a second hub with the same members (left by the leave call) */
  spareHubId: number;
  /** a hub nobody belongs to (joined by the join call) */
  openHubId: number;
  /** the owner's listed, available book (rentable and for sale) */
  bookId: number;
  /** the owner's second book (deleted by the delete call) */
  spareBookId: number;
  /** the lender's book, borrowed by the borrower */
  lentBookId: number;
  rentalId: number;
  /** the loan conversation of the rental (borrower and lender) */
  conversationId: number;
  extensionRequestId: number;
  /** the lender's "book borrowed" notification */
  notificationId: number;
  rewardId: number;
  packageId: number;
  /** the owner's import of a one-line list of ISBNs (ADR 0051) */
  importId: string;
}

/** Builds the fixture on `t` (which must have been created with ADMIN_EMAILS = FIXTURE_ADMIN_EMAIL). */
export async function accessFixture(t: TestApp): Promise<AccessFixture> {
  const hub = await insertHub(t.db);
  const spareHub = await insertHub(t.db);
  const openHub = await insertHub(t.db);
  const person = async (name: string, hubs: number[], email?: string) => {
    const who = await t.signIn({ name, ...(email ? { email } : {}) });
    for (const id of hubs) await addMember(t.db, id, who.user.id);
    await grantOpeningCredits(t.db, who.user.id);
    return who;
  };
  const both = [hub.id, spareHub.id];
  const member = await person('Mira Outsider', []);
  const hubMember = await person('Harsh Neighbour', both);
  const owner = await person('Ravi Owner', both);
  const borrower = await person('Asha Borrower', both);
  const lender = await person('Lata Lender', both);
  const admin = await person('Anil Admin', [], FIXTURE_ADMIN_EMAIL);

  const bookOf = (ownerId: number, title: string) =>
    insertBook(t.db, { ownerId, hubIds: both, title, dailyFeePaise: 1_000, sellingPricePaise: 25_000 });
  const book = await bookOf(owner.user.id, 'The Guide');
  const spareBook = await bookOf(owner.user.id, 'Malgudi Days');
  const lentBook = await bookOf(lender.user.id, 'Train to Pakistan');

  const paid = await paidOrder(t, borrower, { purpose: 'rental', bookId: lentBook.id, duration: 7 });
  const borrowed = await t.request(borrower).post('/api/rentals/borrow', {
    bookId: lentBook.id,
    duration: 7,
    paymentMethod: 'card',
    appliedBrocks: null,
    ...paid,
  });
  expect(borrowed.status).toBe(200);
  const rentalId = borrowed.body.id as number;
  const [loan] = await t.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.rentalId, rentalId));
  const extension = await t
    .request(borrower)
    .post('/api/rentals/extensions/request', { rentalId, extensionDays: 7 });
  expect(extension.status).toBe(200);

  const [notice] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, lender.user.id))
    .orderBy(desc(notifications.id))
    .limit(1);
  const [reward] = await t.db
    .insert(rewardDefinitions)
    .values({
      description: 'Five friends',
      rewardType: 'bonus_earning',
      value: 50,
      requiredReferrals: 5,
      requiredBooksPerReferral: 1,
    })
    .returning();
  const [pack] = await t.db
    .insert(brocksPackages)
    .values({ name: 'Starter', brocks: 100, pricePaise: 9_900 })
    .returning();

  const imported = await createImport(
    t.db,
    owner.user.id,
    'isbns.txt',
    Buffer.from('9780306406157\n'),
    t.clock.now(),
  );

  return {
    users: {
      member: member.user,
      hubMember: hubMember.user,
      owner: owner.user,
      borrower: borrower.user,
      lender: lender.user,
      admin: admin.user,
    },
    hubId: hub.id,
    spareHubId: spareHub.id,
    openHubId: openHub.id,
    bookId: book.id,
    spareBookId: spareBook.id,
    lentBookId: lentBook.id,
    rentalId,
    conversationId: loan.id,
    extensionRequestId: extension.body.id as number,
    notificationId: notice.id,
    rewardId: reward.id,
    packageId: pack.id,
    importId: imported.id,
  };
}

/** The app, its fake book catalogue and the access fixture, as the matrix and the fuzz run them. */
export interface AccessWorld {
  t: TestApp;
  f: AccessFixture;
  close: () => Promise<void>;
}

/**
 * A test app with `FIXTURE_ADMIN_EMAIL` as administrator and a local fake catalogue (no network), sign-in
 * attempts limited to `authRateLimit` (the walks sign in many times), and the access fixture on it.
 */
export async function startAccessWorld(authRateLimit: number): Promise<AccessWorld> {
  const fake: FakeCatalogue = await startFakeCatalogue(ISBN_FIXTURES_DIR);
  const t = await createTestApp({
    ADMIN_EMAILS: FIXTURE_ADMIN_EMAIL,
    GOOGLE_BOOKS_URL: fake.googleBooksUrl,
    OPEN_LIBRARY_URL: fake.openLibraryUrl,
    AUTH_RATE_LIMIT: String(authRateLimit),
  });
  const f = await accessFixture(t);
  return {
    t,
    f,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/**
 * Demo data, created on first start when the database has no members and SEED_DEMO is not false
 * (ARCHITECTURE §1 "seeded with demo data on first start"). Each area adds its seeder to `seeders`, in dependency order; a seeder receives what
 * the earlier ones created through `ctx`.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { FileStore } from '../integrations/storage';
import type { Clock } from '../lib/clock';
import { DEMO_PASSWORD } from './factories';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBERS, seedUsers, type SeededUsers } from './users';
import { seedHubs, type SeededHubs } from './hubs';
import { seedBooks } from './books';
import { seedTransactions } from './transactions';
import { seedLifecycle } from './lifecycle';
import { seedHandover } from './handover';
import { seedFeedback } from './feedback';
import { seedChat } from './chat';
import { seedSafety } from './safety';
import { seedAdminContent } from './admin-content';
import { seedProfiles } from './profiles';
import { seedAdmin } from './admin';
import { seedWishlists } from './wishlist';
import { seedHolds } from './holds';
import { seedPreferences } from './preferences';
import { seedRewards } from './rewards';
import { seedClaims } from './claims';
import { seedConversations } from './conversations';

/** What the seeders share: the clock and the rows earlier seeders made (extend as areas are added). */
export interface SeedContext {
  db: Db;
  clock: Clock;
  users: SeededUsers;
  /** demo hubs (approved) and pending hub requests */
  hubs: SeededHubs;
  /** where demo files go (condition photos); absent in tests that seed without one */
  files?: FileStore;
}

type Seeder = (ctx: SeedContext) => Promise<void>;

/** Area seeders after users and hubs, in order. */
const seeders: Seeder[] = [
  seedBooks,
  seedTransactions,
  seedLifecycle,
  seedHandover,
  seedFeedback,
  seedChat,
  seedSafety,
  seedAdminContent,
  seedProfiles,
  seedAdmin,
  seedWishlists,
  seedHolds,
  seedPreferences,
  seedClaims,
  seedConversations,
  // last: Priya's referral credit (rewards.ts) would pay part of any demo borrow seeded after it
  seedRewards,
];

/**
 * Seeds the demo data when the users table is empty, in one transaction. Returns the sign-in text to
 * print once at start, or null when the database already had members.
 */
export async function seedDemoData(db: Db, clock: Clock, files?: FileStore): Promise<string | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  await db.transaction(async (tx) => {
    const seeded = await seedUsers(tx as unknown as Db);
    const hubs = await seedHubs(tx as unknown as Db, clock, seeded);
    const ctx: SeedContext = { db: tx as unknown as Db, clock, users: seeded, hubs, files };
    for (const seeder of seeders) await seeder(ctx);
  });
  return [
    'Demo data created. Sign in with any of these (password for all: ' + DEMO_PASSWORD + '):',
    `  administrator: ${DEMO_ADMIN_EMAIL}`,
    ...DEMO_MEMBERS.map((m) => `  member:        ${m.email} (${m.name}, ${m.city})`),
  ].join('\n');
}

/**
 * Demo genre preferences (spec 000 §2 "What You May Like"): every demo account has a set, so signing in
 * shows recommendations instead of the first-time dialog. Levels: 5 Love, 3 Like, 1 Skip (ADR 0026).
 */
import type { GenrePreference } from '@/contract/preferences';
import { userGenrePreferences } from '../db/schema';
import type { SeedContext } from './index';

/** Sets by member, in seeding order; members beyond the list reuse them in turn. */
const DEMO_SETS: GenrePreference[][] = [
  [
    { genre: 'Fiction', preferenceLevel: 5 },
    { genre: 'Mystery', preferenceLevel: 3 },
    { genre: 'Romance', preferenceLevel: 1 },
  ],
  [
    { genre: 'Fantasy', preferenceLevel: 5 },
    { genre: 'Science Fiction', preferenceLevel: 5 },
    { genre: 'Biography', preferenceLevel: 3 },
  ],
  [
    { genre: 'Business', preferenceLevel: 5 },
    { genre: 'Self-Help', preferenceLevel: 3 },
    { genre: 'Poetry', preferenceLevel: 1 },
  ],
  [
    { genre: 'History', preferenceLevel: 5 },
    { genre: 'Non-Fiction', preferenceLevel: 3 },
    { genre: 'Cooking', preferenceLevel: 3 },
  ],
  [
    { genre: 'Children', preferenceLevel: 5 },
    { genre: 'Young Adult', preferenceLevel: 3 },
    { genre: 'Fantasy', preferenceLevel: 3 },
  ],
];

export async function seedPreferences({ db, users }: SeedContext): Promise<void> {
  const everyone = [users.admin, ...users.members];
  const rows = everyone.flatMap((user, i) =>
    DEMO_SETS[i % DEMO_SETS.length].map((p) => ({ userId: user.id, ...p })),
  );
  await db.insert(userGenrePreferences).values(rows);
}

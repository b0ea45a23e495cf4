/**
 * Row factories shared by the demo seed and the tests ("tests share factories with the demo seed",
 * ARCHITECTURE §5). Each inserts one row with sensible defaults and returns it.
 */
import type { Db } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';

/** Password of every demo and factory-made member unless given. */
export const DEMO_PASSWORD = 'hubshelf123';

const hashCache = new Map<string, Promise<string>>();
/** argon2id hash of `password`, computed once per process (hashing is deliberately slow). */
export function cachedHash(password: string): Promise<string> {
  let h = hashCache.get(password);
  if (!h) {
    h = hashPassword(password);
    hashCache.set(password, h);
  }
  return h;
}

let counter = 0;

export type UserAttrs = Partial<Omit<NewUserRow, 'passwordHash'>> & { password?: string };

/** Inserts a member. Defaults: unique name/email, password DEMO_PASSWORD, a Mumbai address. */
export async function insertUser(db: Db, attrs: UserAttrs = {}): Promise<UserRow> {
  counter += 1;
  const { password = DEMO_PASSWORD, ...rest } = attrs;
  const n = `${Date.now().toString(36)}${counter}`;
  const [row] = await db
    .insert(users)
    .values({
      name: `Member ${counter}`,
      email: `member-${n}@example.com`,
      phone: '9876543210',
      flatWing: 'A-101',
      buildingName: 'Sunrise Towers',
      detailedAddress: 'Near the park gate, Powai',
      city: 'Mumbai',
      ...rest,
      passwordHash: await cachedHash(password),
    })
    .returning();
  return row;
}

/** Demo profile sections (`profiles.ts`): Asha's school and Ravi's company come back on /api/auth/me. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemoData } from './index';

describe('demo profiles seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  const me = async (email: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    return (await t.request(await t.sessionFor(row!)).get('/api/auth/me')).body;
  };
  const hubNamed = async (name: string) => (await t.db.select().from(hubs).where(eq(hubs.name, name)))[0]!;

  it("fills Asha's school section and Ravi's company section", async () => {
    const school = await hubNamed('Powai English High School');
    const office = await hubNamed('BKC One Business Centre');
    expect(await me('asha@hubshelf.local')).toMatchObject({
      school: school.id,
      grade: '8',
      division: 'B',
      company: null,
    });
    expect(await me('ravi@hubshelf.local')).toMatchObject({
      company: office.id,
      floor: '12',
      building: 'Tower B',
      school: null,
    });
  });
});

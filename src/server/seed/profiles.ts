/**
 * Demo profile sections (spec 001 §2.14 Profile Info): Asha's school and Ravi's company, so the optional
 * sections of the profile form show filled in. Choosing a school does not join it (ADR 0020).
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { SeedContext } from './index';

/** member email → school or office hub name and the section's details */
const DEMO_PROFILES = [
  { email: 'asha@hubshelf.local', school: 'Powai English High School', grade: '8', division: 'B' },
  { email: 'ravi@hubshelf.local', company: 'BKC One Business Centre', floor: '12', building: 'Tower B' },
] as const;

export async function seedProfiles({ db, users: seeded, hubs }: SeedContext): Promise<void> {
  const hubId = (name: string | undefined) => hubs.approved.find((h) => h.name === name)?.id ?? null;
  for (const demo of DEMO_PROFILES) {
    const member = seeded.members.find((m) => m.email === demo.email);
    if (!member) continue;
    await db
      .update(users)
      .set({
        schoolHubId: 'school' in demo ? hubId(demo.school) : null,
        grade: 'grade' in demo ? demo.grade : null,
        division: 'division' in demo ? demo.division : null,
        companyHubId: 'company' in demo ? hubId(demo.company) : null,
        floor: 'floor' in demo ? demo.floor : null,
        building: 'building' in demo ? demo.building : null,
      })
      .where(eq(users.id, member.id));
  }
}

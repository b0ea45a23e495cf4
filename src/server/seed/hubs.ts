/**
 * Demo hubs (ARCHITECTURE §1 demo data): eleven approved hubs in Mumbai, Bangalore and Delhi covering societies, schools
 * and offices, with addresses and coordinates near the demo members' homes; the demo members as
 * members (one admin member per hub they run); and one pending request of each type, made through the
 * same use case as POST /api/societies so each administrator gets its society_request notification.
 */
import type { Db } from '../db/client';
import { hubMemberships, type hubs, type HubMembershipRow, type HubRow, type UserRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { HubType } from '@/contract/hubs';
import type { City } from '@/domain/cities';
import { insertHubWithCode, requestHub } from '../modules/hubs';
import type { SeededUsers } from './users';

export type HubAttrs = Partial<Omit<typeof hubs.$inferInsert, 'code'>>;

let hubCounter = 0;

/**
 * Hub factory shared by the demo seed and the tests: inserts a hub with a fresh unique join code.
 * Defaults: an approved 120-unit society in Mumbai with a unique name and no location.
 */
export async function insertHub(db: Db, attrs: HubAttrs = {}): Promise<HubRow> {
  hubCounter += 1;
  return insertHubWithCode(db, {
    name: `Test Society ${Date.now().toString(36)}${hubCounter}`,
    hubType: 'society',
    city: 'Mumbai',
    unitCount: 120,
    status: 'approved',
    ...attrs,
  });
}

/** Membership factory: makes `userId` a member of `hubId` (default: active, not admin). */
export async function addMember(
  db: Db,
  hubId: number,
  userId: number,
  attrs: Partial<Pick<HubMembershipRow, 'isAdmin' | 'isActive' | 'joinedAt'>> = {},
): Promise<HubMembershipRow> {
  const [row] = await db
    .insert(hubMemberships)
    .values({ hubId, userId, ...attrs })
    .returning();
  return row;
}

interface DemoHub {
  name: string;
  hubType: HubType;
  city: City;
  description: string;
  address: string;
  /** [longitude, latitude] */
  coordinates: [number, number];
  unitCount: number;
  /** demo member emails; the first is the hub's admin member */
  members: string[];
}

export const DEMO_HUBS: DemoHub[] = [
  {
    name: 'Lakeview Residency',
    hubType: 'society',
    city: 'Mumbai',
    description:
      'Six towers by Powai Lake with a busy reading corner in the clubhouse. Children’s books move fast here.',
    address: 'Hiranandani Gardens, Powai, Mumbai 400076',
    coordinates: [72.9106, 19.1176],
    unitCount: 240,
    members: ['asha@hubshelf.local', 'ravi@hubshelf.local', 'arjun@hubshelf.local'],
  },
  {
    name: 'Powai Vihar Co-operative Housing Society',
    hubType: 'society',
    city: 'Mumbai',
    description:
      'A green, quiet complex off Jogeshwari–Vikhroli Link Road; a Sunday book swap runs in the lobby.',
    address: 'Powai Vihar Complex, Off JVLR, Powai, Mumbai 400076',
    coordinates: [72.9032, 19.1242],
    unitCount: 180,
    members: ['arjun@hubshelf.local'],
  },
  {
    name: 'Powai English High School',
    hubType: 'school',
    city: 'Mumbai',
    description: 'Parents and students sharing textbooks, guides and storybooks from nursery to class 12.',
    address: 'Central Avenue, Hiranandani Gardens, Powai, Mumbai 400076',
    coordinates: [72.9081, 19.1158],
    unitCount: 1400,
    members: ['ravi@hubshelf.local', 'asha@hubshelf.local'],
  },
  {
    name: 'BKC One Business Centre',
    hubType: 'office',
    city: 'Mumbai',
    description: 'Employees of the BKC One towers lending business, tech and fiction titles between floors.',
    address: 'G Block, Bandra Kurla Complex, Bandra East, Mumbai 400051',
    coordinates: [72.8656, 19.0664],
    unitCount: 850,
    members: ['ravi@hubshelf.local'],
  },
  {
    name: 'Prestige Shantiniketan',
    hubType: 'society',
    city: 'Bangalore',
    description:
      'A large gated community on Whitefield Main Road with an active readers’ circle and a kids’ library.',
    address: 'Whitefield Main Road, Whitefield, Bangalore 560048',
    coordinates: [77.7285, 12.989],
    unitCount: 3000,
    members: ['meera@hubshelf.local', 'priya@hubshelf.local'],
  },
  {
    name: 'Brigade Metropolis',
    hubType: 'society',
    city: 'Bangalore',
    description: 'Apartments in Mahadevapura near the metro; residents trade exam prep books and novels.',
    address: 'Garudacharpalya, Mahadevapura, Bangalore 560048',
    coordinates: [77.7002, 12.9934],
    unitCount: 1600,
    members: ['priya@hubshelf.local'],
  },
  {
    name: 'Whitefield Global School',
    hubType: 'school',
    city: 'Bangalore',
    description: 'A CBSE school community passing on textbooks and readers every academic year.',
    address: 'Kadugodi, Whitefield, Bangalore 560067',
    coordinates: [77.7596, 12.9971],
    unitCount: 1100,
    members: ['priya@hubshelf.local'],
  },
  {
    name: 'ITPL Tech Park Readers',
    hubType: 'office',
    city: 'Bangalore',
    description:
      'Colleagues across the International Tech Park sharing programming, design and leadership books.',
    address: 'International Tech Park, Whitefield Main Road, Bangalore 560066',
    coordinates: [77.7376, 12.9857],
    unitCount: 5000,
    members: ['meera@hubshelf.local'],
  },
  {
    name: 'DLF Capital Greens',
    hubType: 'society',
    city: 'Delhi',
    description: 'High-rise homes on Shivaji Marg with a shared bookshelf in every tower lobby.',
    address: 'Shivaji Marg, Moti Nagar, New Delhi 110015',
    coordinates: [77.1434, 28.658],
    unitCount: 1500,
    members: ['kabir@hubshelf.local'],
  },
  {
    name: 'Moti Nagar Public School',
    hubType: 'school',
    city: 'Delhi',
    description:
      'Families from Moti Nagar and Kirti Nagar exchanging school books and competitive exam guides.',
    address: 'Block 5, Moti Nagar, New Delhi 110015',
    coordinates: [77.1467, 28.6615],
    unitCount: 1800,
    members: ['kabir@hubshelf.local'],
  },
  {
    name: 'Connaught Place Business Hub',
    hubType: 'office',
    city: 'Delhi',
    description: 'Offices around the Inner Circle sharing books over lunch breaks.',
    address: 'N Block, Connaught Place, New Delhi 110001',
    coordinates: [77.2195, 28.6329],
    unitCount: 420,
    members: ['kabir@hubshelf.local'],
  },
];

/** One pending request of each type, each by a demo member (spec 002 §2.1 request tabs). */
export const DEMO_HUB_REQUESTS: (Omit<DemoHub, 'members'> & { requester: string })[] = [
  {
    name: 'Sunshine Heights CHS',
    hubType: 'society',
    city: 'Mumbai',
    description: 'Three wings near Chakala metro station; about 120 families.',
    address: 'Chakala, Andheri East, Mumbai 400093',
    coordinates: [72.8633, 19.1111],
    unitCount: 120,
    requester: 'arjun@hubshelf.local',
  },
  {
    name: 'Koramangala Learning Academy',
    hubType: 'school',
    city: 'Bangalore',
    description: 'A primary and middle school in Koramangala 4th Block.',
    address: '80 Feet Road, Koramangala 4th Block, Bangalore 560034',
    coordinates: [77.6271, 12.9337],
    unitCount: 650,
    requester: 'priya@hubshelf.local',
  },
  {
    name: 'Nehru Place Cowork Collective',
    hubType: 'office',
    city: 'Delhi',
    description: 'Start-ups sharing a coworking floor at Nehru Place.',
    address: 'Nehru Place, New Delhi 110019',
    coordinates: [77.2519, 28.5491],
    unitCount: 150,
    requester: 'kabir@hubshelf.local',
  },
];

/** What the hub seeder made, for later seeders. */
export interface SeededHubs {
  /** approved hubs, in DEMO_HUBS order */
  approved: HubRow[];
  /** ids of the pending requests, in DEMO_HUB_REQUESTS order */
  pendingIds: number[];
}

function userByEmail(users: SeededUsers, email: string): UserRow {
  const user = [users.admin, ...users.members].find((u) => u.email === email);
  if (!user) throw new Error(`Demo user ${email} is not seeded`);
  return user;
}

/** Seeds the demo hubs, memberships and pending requests (with the administrators' notifications). */
export async function seedHubs(db: Db, clock: Clock, users: SeededUsers): Promise<SeededHubs> {
  const now = clock.now();
  const approved: HubRow[] = [];
  for (const demo of DEMO_HUBS) {
    const [founder, ...others] = demo.members.map((email) => userByEmail(users, email));
    const hub = await insertHub(db, {
      name: demo.name,
      hubType: demo.hubType,
      city: demo.city,
      description: demo.description,
      address: demo.address,
      longitude: demo.coordinates[0],
      latitude: demo.coordinates[1],
      unitCount: demo.unitCount,
      status: 'approved',
      createdBy: founder.id,
      reviewedBy: users.admin.id,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await addMember(db, hub.id, founder.id, { isAdmin: true, joinedAt: now });
    for (const member of others) await addMember(db, hub.id, member.id, { joinedAt: now });
    approved.push(hub);
  }
  const pendingIds: number[] = [];
  for (const { requester, coordinates, address, unitCount, ...request } of DEMO_HUB_REQUESTS) {
    const created = await requestHub(
      db,
      userByEmail(users, requester),
      { ...request, apartmentCount: unitCount, location: { address, coordinates } },
      { now, adminEmails: [] },
    );
    pendingIds.push(created.id);
  }
  return { approved, pendingIds };
}

/** Demo members and one administrator (ARCHITECTURE §1; the README lists the demo accounts), with their opening Brocks. All share DEMO_PASSWORD. */
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { grantOpeningCredits } from '../modules/brocks';
import { insertUser } from './factories';

export const DEMO_ADMIN_EMAIL = 'admin@hubshelf.local';

export const DEMO_MEMBERS = [
  {
    name: 'Asha Menon',
    email: 'asha@hubshelf.local',
    phone: '9820011001',
    flatWing: 'B-204',
    buildingName: 'Lakeview Residency',
    detailedAddress: 'Hiranandani Gardens, Powai',
    city: 'Mumbai',
  },
  {
    name: 'Ravi Kulkarni',
    email: 'ravi@hubshelf.local',
    phone: '9820011002',
    flatWing: 'C-1102',
    buildingName: 'Lakeview Residency',
    detailedAddress: 'Hiranandani Gardens, Powai',
    city: 'Mumbai',
  },
  {
    name: 'Meera Iyer',
    email: 'meera@hubshelf.local',
    phone: '9820011003',
    flatWing: 'A-502',
    buildingName: 'Prestige Shantiniketan',
    detailedAddress: 'Whitefield Main Road, Whitefield',
    city: 'Bangalore',
  },
  {
    name: 'Kabir Singh',
    email: 'kabir@hubshelf.local',
    phone: '9820011004',
    flatWing: 'D-14',
    buildingName: 'DLF Capital Greens',
    detailedAddress: 'Shivaji Marg, Moti Nagar',
    city: 'Delhi',
  },
  {
    name: 'Priya Nair',
    email: 'priya@hubshelf.local',
    phone: '9820011005',
    flatWing: 'E-301',
    buildingName: 'Prestige Shantiniketan',
    detailedAddress: 'Whitefield Main Road, Whitefield',
    city: 'Bangalore',
  },
  {
    name: 'Arjun Rao',
    email: 'arjun@hubshelf.local',
    phone: '9820011006',
    flatWing: 'F-8',
    buildingName: 'Lakeview Residency',
    detailedAddress: 'Hiranandani Gardens, Powai',
    city: 'Mumbai',
  },
] as const;

export interface SeededUsers {
  admin: UserRow;
  members: UserRow[];
}

export async function seedUsers(db: Db): Promise<SeededUsers> {
  const admin = await insertUser(db, {
    name: 'Hubshelf Admin',
    email: DEMO_ADMIN_EMAIL,
    phone: '9820011000',
    flatWing: 'Office',
    buildingName: 'Hubshelf HQ',
    detailedAddress: 'Bandra Kurla Complex, Bandra East',
    city: 'Mumbai',
    isAdmin: true,
  });
  const members: UserRow[] = [];
  for (const m of DEMO_MEMBERS) members.push(await insertUser(db, { ...m }));
  // Demo members start with their opening Brocks, as members who sign up do.
  for (const u of [admin, ...members]) await grantOpeningCredits(db, u.id);
  return { admin, members };
}

/** A signed-in member for the home cards' tests, and a query client holding them as the session. */
import type { SessionUser } from '@/contract/auth';
import { sessionQueryKey } from '@/client/features/auth';
import { createQueryClient } from '@/client/lib/query-client';

export const member: SessionUser = {
  id: 7,
  userNumber: 1007,
  name: 'Meera Nair',
  email: 'meera@example.com',
  phone: '9820000007',
  flatWing: 'B-2',
  buildingName: 'Palm Grove',
  detailedAddress: 'Near the lake, Powai',
  city: 'Mumbai',
  referredBy: null,
  isAdmin: false,
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00Z',
  totalReferrals: 0,
  school: null,
  grade: null,
  division: null,
  company: null,
  floor: null,
  building: null,
};

/** A query client whose session is `user`. */
export function signedInAs(user: SessionUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, user);
  return queryClient;
}

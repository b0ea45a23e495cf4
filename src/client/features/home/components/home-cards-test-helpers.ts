/** A signed-in member for the home cards' tests, and a query client holding them as the session. */
import type { SessionUser } from '@/contract/auth';
import { sessionQueryKey } from '@/client/features/auth';
import { createQueryClient } from '@/client/lib/query-client';
import { testUser } from '@/client/lib/test-fixtures';

export const member = testUser();

/** A query client whose session is `user`. */
export function signedInAs(user: SessionUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, user);
  return queryClient;
}

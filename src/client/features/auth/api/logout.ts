/** `POST /api/auth/logout` (spec 000 §7 Auth, 001 §4.8): ends the session on the server. */
import { useMutation } from '@tanstack/react-query';
import type { authRoutes } from '@/contract/auth';
import { authPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';

/**
 * Signs out on the server (through the zod-free path table: the avatar menu is part of the first load). The caller then forgets cached data (`clearSignedInData`) and goes to '/'
 * once the call succeeds; on failure the member stays signed in.
 */
export function useLogout() {
  return useMutation({ mutationFn: () => callPath<typeof authRoutes.logout>(authPaths.logout) });
}

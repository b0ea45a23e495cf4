/** `POST /api/auth/logout` (spec 000 §7 Auth, 001 §4.8): ends the session on the server. */
import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@/contract/auth';
import { call } from '@/client/lib/api';

/**
 * Signs out on the server. The caller then forgets cached data (`clearSignedInData`) and goes to '/'
 * once the call succeeds; on failure the member stays signed in.
 */
export function useLogout() {
  return useMutation({ mutationFn: () => call(authRoutes.logout) });
}

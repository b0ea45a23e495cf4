/**
 * `POST /api/auth/reset-password` (spec 000 §7 Auth): token from the mailed link and the new password.
 * The token is single use and expires after an hour; the server answers 400 with a message otherwise.
 */
import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@/contract/auth';
import { call } from '@/client/lib/api';

/** Sets a new password. Fails with an `ApiError` (server message) or a `TypeError` when the network fails. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => call(authRoutes.resetPassword, { body }),
  });
}

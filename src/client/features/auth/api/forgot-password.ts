/** `POST /api/auth/forgot-password` (spec 000 §7 Auth): mails a reset link; the same answer whether or not the email exists. */
import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@/contract/auth';
import { call } from '@/client/lib/api';

/** Requests a reset email for `email`. Fails with an `ApiError` (429 when rate-limited). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => call(authRoutes.forgotPassword, { body: { email } }) });
}

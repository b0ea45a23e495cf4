/** `POST /api/auth/login` (spec 000 §7 Auth): email and password → the member; a new session cookie is set. */
import { useMutation } from '@tanstack/react-query';
import { authRoutes, type LoginBody } from '@/contract/auth';
import { call } from '@/client/lib/api';

/** Signs in. Fails with an `ApiError` whose server message is e.g. 'Invalid email or password' (401). */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => call(authRoutes.login, { body }) });
}

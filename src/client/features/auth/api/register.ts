/**
 * `POST /api/auth/register` (spec 000 §7 Auth): name, email, phone, password, flatWing, buildingName,
 * detailedAddress, city, referredBy (the referrer's user number, optional). The member is not signed in
 * afterwards; the form switches to Sign In (spec 000 §4).
 */
import { useMutation } from '@tanstack/react-query';
import { authRoutes, type RegisterBody } from '@/contract/auth';
import { call } from '@/client/lib/api';

/** Registers a member. Fails with an `ApiError` (409 'Email already registered', 400 with a message). */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => call(authRoutes.register, { body }) });
}

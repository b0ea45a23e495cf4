/**
 * Query and mutation hooks of the profile page (spec 001 §7 user calls): the tiles, the school and company
 * lists, the profile form, the password form and the avatar upload. Saving the profile or the picture
 * refreshes the session (the header avatar and name) from the answer.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/contract/auth';
import {
  AVATAR_FIELD,
  profileRoutes,
  type AddressBody,
  type PasswordBody,
  type ProfileBody,
} from '@/contract/profile';
import { sessionQueryKey } from '@/client/features/auth';
import { ApiError, call } from '@/client/lib/api';

export const profileKeys = {
  stats: [profileRoutes.stats.path] as const,
  options: [profileRoutes.options.path] as const,
};

export const userStatsQuery = () =>
  queryOptions({ queryKey: profileKeys.stats, queryFn: () => call(profileRoutes.stats) });

export function useUserStats() {
  return useQuery(userStatsQuery());
}

export function useProfileOptions() {
  return useQuery({ queryKey: profileKeys.options, queryFn: () => call(profileRoutes.options) });
}

/** `PUT /api/user/profile`; the answer becomes the session user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => call(profileRoutes.update, { body }),
    onSuccess: (user) => queryClient.setQueryData<SessionUser | null>(sessionQueryKey, user),
  });
}

/** `PATCH /api/auth/profile` (the address form, spec 001 §5); the answer becomes the session user. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => call(profileRoutes.address, { body }),
    onSuccess: (user) => queryClient.setQueryData<SessionUser | null>(sessionQueryKey, user),
  });
}

/** `PUT /api/user/password`. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordBody) => call(profileRoutes.password, { body }) });
}

/** `POST /api/user/profile-picture` as multipart (spec 001 §7); a non-OK answer throws `ApiError`. */
async function uploadPicture(file: File): Promise<{ profilePicture: string }> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  const res = await fetch(profileRoutes.picture.path, { method: 'POST', credentials: 'include', body: form });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return JSON.parse(text) as { profilePicture: string };
}

/** The avatar upload; the new picture URL goes into the session user. */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: ({ profilePicture }) =>
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, profilePicture } : user,
      ),
  });
}

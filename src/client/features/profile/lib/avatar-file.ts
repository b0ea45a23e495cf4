/**
 * The browser's check of a picked avatar before upload (spec 001 §5 Avatar, 002 §5): under 5 MB and an
 * image. The server checks again by decoding the file (ADR docs/decisions/0020-profile-account-and-storage.md).
 */
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES } from '@/contract/profile';

/** The spec's message for a file that may not be uploaded, or null when it may. */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.notAnImage;
  if (file.size >= AVATAR_MAX_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}

/**
 * The browser's check of a picked avatar before upload (spec 001 §5 Avatar, 002 §5): under 5 MB and an
 * image. The server checks again by decoding the file (ADR docs/decisions/0020-profile-account-and-storage.md).
 * The messages are the spec's, in the current language (`profile:avatar.*`, ADR 0042).
 */
import { AVATAR_MAX_BYTES } from '@/contract/profile';
import { i18n } from '@/client/i18n/i18n';

/** The message for a file that may not be uploaded, or null when it may. */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!file.type.startsWith('image/')) return i18n.t('profile:avatar.notAnImage');
  if (file.size >= AVATAR_MAX_BYTES) return i18n.t('profile:avatar.tooLarge');
  return null;
}

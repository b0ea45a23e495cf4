/**
 * The toast text of a failed admin write (spec 002 §8 "Page content and packages"): the server's message,
 * else the call's fallback (which may name the status), or 'Network error occurred' when no answer came.
 */
import { i18n } from '@/client/i18n/i18n';
import { ApiError } from '@/client/lib/api';

export function callError(err: unknown, fallback: (status: number) => string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback(err.status);
  return i18n.t('admin:common.networkError');
}

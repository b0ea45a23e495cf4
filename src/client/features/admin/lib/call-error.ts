/**
 * The toast text of a failed admin write (spec 002 §8 "Page content and packages"): the server's message,
 * else the call's fallback (which may name the status), or 'Network error occurred' when no answer came.
 */
import { ApiError } from '@/client/lib/api';

export const NETWORK_ERROR = 'Network error occurred';

export function callError(err: unknown, fallback: (status: number) => string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback(err.status);
  return NETWORK_ERROR;
}

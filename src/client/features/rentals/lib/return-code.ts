/**
 * The optional return code of the owner's Confirm Return (docs/decisions/0036-return-code-and-reliability.md):
 * empty means confirming without it; anything else must be 6 digits (spaces ignored).
 */
import { ApiError } from '@/client/lib/api';

/** The code to send (undefined when left empty), or `invalid` when it is not 6 digits. */
export function returnCodeOf(typed: string): { code?: string; invalid?: true } {
  const code = typed.replace(/\s+/g, '');
  if (code === '') return {};
  return /^\d{6}$/.test(code) ? { code } : { invalid: true };
}

/** Whether the server refused the code itself: 400 wrong code, 429 codes locked. */
export function isCodeRefusal(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 400 || err.status === 429);
}

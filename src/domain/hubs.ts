/**
 * Pure hub rules (spec 001 §2.12, §5, §8): join codes, the minimum-units rule for societies and
 * the distance used to order merge suggestions (re-exported from geo.ts).
 */

/** Join-code alphabet: digits and capitals without the look-alikes 0, O, 1 and I (32 symbols). */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Join-code length: 32^6 ≈ 1.07 billion codes. */
export const JOIN_CODE_LENGTH = 6;

/**
 * A random join code such as `LKV4Q2` (spec 001 §2.12 "code"). `randomBytes(n)` must return `n`
 * uniformly random bytes (pass a cryptographic source; defaults to Web Crypto). Each byte is reduced
 * modulo 32, which is unbiased because 256 is a multiple of 32.
 */
export function generateJoinCode(
  randomBytes: (n: number) => Uint8Array = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = randomBytes(JOIN_CODE_LENGTH);
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1)
    code += JOIN_CODE_ALPHABET[bytes[i] % JOIN_CODE_ALPHABET.length];
  return code;
}

/**
 * True when a hub of `hubType` with `unitCount` units is below the platform minimum (spec 001 §8,
 * §9; 002 §3 `minApartments`). Only societies have a minimum; schools and offices never fall short.
 */
export function isBelowMinimumUnits(hubType: string, unitCount: number, minApartments: number): boolean {
  return hubType === 'society' && unitCount < minApartments;
}

/** The distance that orders merge suggestions lives in geo.ts (one haversine for domain and SQL). */
export { distanceKm } from './geo';

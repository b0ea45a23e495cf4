/**
 * Pickup and return codes (docs/decisions/0032-trust-at-hand-over.md): 6 digits derived from the server
 * secret and the rental (HMAC-SHA256), so the borrower can be shown the same code again while the database
 * keeps only its SHA-256. Codes are compared in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { HANDOVER_CODE_DIGITS } from '@/domain/handover';

export type CodeStage = 'pickup' | 'return';

/** The 6-digit code of rental `rentalId` at `stage`, from `secret`. */
export function handoverCode(secret: string, rentalId: number, stage: CodeStage): string {
  const mac = createHmac('sha256', secret).update(`hubshelf:rental:${rentalId}:${stage}`).digest();
  const n = mac.readUInt32BE(0) % 10 ** HANDOVER_CODE_DIGITS;
  return String(n).padStart(HANDOVER_CODE_DIGITS, '0');
}

/** The stored form of a code: SHA-256 (hex) of rental, stage and code. */
export function codeHash(rentalId: number, stage: CodeStage, code: string): string {
  return createHash('sha256').update(`${rentalId}:${stage}:${code}`).digest('hex');
}

/** Whether `entered` is the code whose hash is `storedHash`, compared in constant time. */
export function codeMatches(
  rentalId: number,
  stage: CodeStage,
  entered: string,
  storedHash: string,
): boolean {
  const a = Buffer.from(codeHash(rentalId, stage, entered), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Password hashing with argon2id (@node-rs/argon2, OWASP-recommended parameters). */
import { hash, verify } from '@node-rs/argon2';

/** argon2id hash of `password` (PHC string). */
export function hashPassword(password: string): Promise<string> {
  // Algorithm.Argon2id = 2; 19 MiB, 2 iterations, 1 lane (OWASP Password Storage Cheat Sheet).
  return hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** True when `password` matches `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

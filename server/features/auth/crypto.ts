import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (an ambient const enum, which isolatedModules cannot read, so its value is spelled out). */
const ARGON2ID = 2 as Algorithm;

/**
 * Password hashing: argon2id at OWASP's minimum recommended parameters (19 MiB memory, 2 passes,
 * 1 lane). The parameters are stored inside each hash, so raising them later keeps old hashes valid.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Compare a password with a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spend the same time as a real check when no account matches, so response timing does not tell
 * which identifiers exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
  await verifyPassword(await dummyHash, password);
}

/** An unguessable token (256 bits) as base64url: refresh tokens, verification codes, reset tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How tokens are stored: sha256 hex, so a database leak does not hand out live tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

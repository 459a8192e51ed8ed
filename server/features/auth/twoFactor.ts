/**
 * Two-factor sign-in with an authenticator app (TOTP, totp.ts): enrolment (a secret made, then confirmed
 * with a current code), the recovery codes, the check of a code (TOTP once per step, or a recovery code
 * once), and the sign-in challenges that wait for the second factor. Every time read is the app's clock.
 *
 * The secret is sealed (AES-256-GCM) with the installation's two-factor key, kept in server_keys: a copy
 * of the two_factor table alone gives no secret. Recovery codes are stored as sha256 hashes.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';
import { openText, randomToken, sealText, sha256 } from './crypto';
import { recoveryCodes, signInChallenges, twoFactor, users } from './tables';
import { matchTotp, newTotpSecret } from './totp';

const KEY_NAME = 'two_factor_aes256';
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its second factor (or an administrator's enrolment). */
export const CHALLENGE_MS = 10 * 60_000;

export type ChallengePurpose = 'verify' | 'enrol';

/** A recovery code as shown: ten characters of a–z and 2–9 (no look-alikes), in two groups of five. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  let code = '';
  for (let i = 0; i < 10; i += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What is compared: lower case, without spaces or dashes (so 'ABCDE FGHIJ' is 'abcde-fghij'). */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function twoFactorService(db: Db, clock: () => Date) {
  let key: Promise<Buffer> | undefined;
  /** The sealing key: made on first use and kept (insert-if-absent, then read back, so servers agree). */
  function sealingKey(): Promise<Buffer> {
    key ??= (async () => {
      await db
        .insert(serverKeys)
        .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
      if (!row) throw new Error('The two-factor key could not be stored');
      return Buffer.from(row.value, 'base64url');
    })();
    return key;
  }

  async function secretOf(userId: string) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
    if (!row) return undefined;
    const secret = openText(await sealingKey(), row.secretSealed);
    return secret ? { secret, lastUsedStep: row.lastUsedStep } : undefined;
  }

  /** Accept a TOTP code once: its step is recorded only if no later or equal step was (parallel tries too). */
  async function acceptTotp(userId: string, code: string): Promise<boolean> {
    const held = await secretOf(userId);
    if (!held) return false;
    const step = matchTotp(held.secret, code, clock(), held.lastUsedStep);
    if (step === undefined) return false;
    const claimed = await db
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
      .returning({ userId: twoFactor.userId });
    return claimed.length === 1;
  }

  async function acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
    const claimed = await db
      .update(recoveryCodes)
      .set({ usedAt: clock() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, sha256(normalRecoveryCode(code))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return claimed.length === 1;
  }

  return {
    /** Start (or restart) enrolment: a new secret replaces any unconfirmed one. Refused (undefined) when on. */
    async startEnrolment(userId: string): Promise<string | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || user.twoFactorEnabledAt) return undefined;
      const secret = newTotpSecret();
      const sealed = sealText(await sealingKey(), secret);
      const now = clock();
      await db
        .insert(twoFactor)
        .values({ userId, secretSealed: sealed, createdAt: now, lastUsedStep: null })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secretSealed: sealed, createdAt: now, lastUsedStep: null },
        });
      return secret;
    },

    /**
     * Confirm enrolment with a current code: two-factor sign-in turns on and the recovery codes are made
     * (answered this once; stored hashed). Undefined when the code is wrong or no enrolment was started.
     */
    async confirmEnrolment(userId: string, code: string): Promise<string[] | undefined> {
      if (!(await acceptTotp(userId, code))) return undefined;
      const now = clock();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const turnedOn = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ twoFactorEnabledAt: now, updatedAt: now })
          .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
          .returning({ id: users.id });
        if (!updated) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((c) => ({ userId, codeHash: sha256(normalRecoveryCode(c)), createdAt: now })));
        return true;
      });
      return turnedOn ? codes : undefined;
    },

    /** A current code (once per step) or an unused recovery code (then used). */
    async verify(userId: string, code: string): Promise<'totp' | 'recovery' | undefined> {
      const typed = code.trim();
      if (/^\d{6}$/.test(typed)) return (await acceptTotp(userId, typed)) ? 'totp' : undefined;
      return (await acceptRecoveryCode(userId, typed)) ? 'recovery' : undefined;
    },

    /** Turn two-factor sign-in off: the secret and the recovery codes go. */
    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ twoFactorEnabledAt: null, updatedAt: clock() }).where(eq(users.id, userId));
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const rows = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return rows.length;
    },

    /** A sign-in waiting for its second step: the token the browser holds. */
    async openChallenge(userId: string, purpose: ChallengePurpose): Promise<string> {
      const token = randomToken();
      const now = clock();
      await db.insert(signInChallenges).values({
        userId,
        purpose,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
      });
      return token;
    },

    /** The account a live, unused challenge of this purpose is for. */
    async challengeUser(token: string, purpose: ChallengePurpose): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: signInChallenges.userId })
        .from(signInChallenges)
        .where(
          and(
            eq(signInChallenges.tokenHash, sha256(token)),
            eq(signInChallenges.purpose, purpose),
            isNull(signInChallenges.usedAt),
            gt(signInChallenges.expiresAt, clock()),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /** Mark a challenge used (its sign-in is done); false when another request did first. */
    async closeChallenge(token: string): Promise<boolean> {
      const closed = await db
        .update(signInChallenges)
        .set({ usedAt: clock() })
        .where(and(eq(signInChallenges.tokenHash, sha256(token)), isNull(signInChallenges.usedAt)))
        .returning({ id: signInChallenges.id });
      return closed.length === 1;
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;

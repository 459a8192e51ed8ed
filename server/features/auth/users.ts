import { eq, inArray, or, sql } from 'drizzle-orm';
import type { User } from '../../../src/features/auth/contract';
import { deriveUsername, usernameCandidate, usernameErrors } from '../../../src/features/auth/rules';
import type { Db } from '../../db/client';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

/** The user record of the contract (GET /me): camelCase, ISO dates, no secrets. */
export function toUserRecord(user: UserRow): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    isEmailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    profilePicture: user.profilePicture,
  };
}

/** The account whose email or username (either, case-insensitive) is the identifier. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(sql`lower(${users.username})`, key)))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/** The username a registration asks for: the one sent when the username rule accepts it, else derived from it or the name. */
export function wantedUsername(sent: string | null | undefined, name: string): string {
  const wanted = sent?.trim() ?? '';
  return usernameErrors(wanted).length === 0 ? wanted : deriveUsername(wanted || name);
}

const CANDIDATES_PER_LOOK = 20;

/**
 * The first of the wanted username's candidates (rules.ts `usernameCandidate`) that no account holds, in any
 * case. Run it under the registration lock, so two registrations cannot pick the same one.
 */
export async function freeUsername(db: Pick<Db, 'select'>, wanted: string): Promise<string> {
  for (let first = 0; ; first += CANDIDATES_PER_LOOK) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOK }, (_, i) => usernameCandidate(wanted, first + i));
    const rows = await db
      .select({ taken: sql<string>`lower(${users.username})` })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.username})`,
          candidates.map((c) => c.toLowerCase()),
        ),
      );
    const taken = new Set(rows.map((row) => row.taken));
    const free = candidates.find((c) => !taken.has(c.toLowerCase()));
    if (free) return free;
  }
}

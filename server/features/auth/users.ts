import { eq, or, sql } from 'drizzle-orm';
import type { User } from '../../../src/features/auth/contract';
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
    twoFactorEnabled: false,
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

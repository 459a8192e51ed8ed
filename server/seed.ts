import { splitFullName } from '../src/domain/auth/schemas';
import { hashPassword } from './auth/crypto';
import { findUserByEmail } from './auth/users';
import type { Db } from './db/client';
import { users } from './db/schema';

/** Demo accounts created on first start (documented in the README; e2e signs in with them). */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@example.com',
    username: 'demo',
    password: 'Demo#Pass2026',
    fullName: 'Ama Mensah',
    role: 'user',
    phoneNumber: '0241234567',
  },
  {
    email: 'ops@example.com',
    username: 'ops',
    password: 'Admin#Pass2026',
    fullName: 'Kwame Boateng',
    role: 'admin',
    phoneNumber: null,
  },
] as const;

/**
 * Create the demo accounts when they are missing. Idempotent: an existing account (even one whose
 * password or profile was changed since) is left untouched. Answers the emails created.
 */
export async function seedDemoAccounts(db: Db, clock: () => Date = () => new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const now = clock();
    const rows = await db
      .insert(users)
      .values({
        email: account.email,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        fullName: account.fullName,
        ...splitFullName(account.fullName),
        role: account.role,
        phoneNumber: account.phoneNumber,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ email: users.email });
    created.push(...rows.map((row) => row.email));
  }
  return created;
}

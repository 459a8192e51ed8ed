import { inArray } from 'drizzle-orm';
import { emailErrors, passwordErrors, splitFullName } from '../../../src/features/auth/rules';
import type { Db } from '../../db/client';
import { hashPassword } from './crypto';
import { users } from './tables';
import { findUserByEmail } from './users';

/**
 * Demo accounts created on start outside production only (documented in the README; e2e signs in
 * with them). Their passwords are public, so a production server never has them.
 */
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

export interface AdminAccount {
  email: string;
  password: string;
  fullName?: string;
}

/** Create an administrator; refuses a weak password, a bad address or an address already taken. */
export async function createAdmin(
  db: Db,
  account: AdminAccount,
  clock: () => Date = () => new Date(),
): Promise<string> {
  const email = account.email.trim().toLowerCase();
  const problems = [...emailErrors(email), ...passwordErrors(account.password)];
  if (problems.length > 0) throw new Error(`Cannot create the administrator: ${problems.join('; ')}`);
  if (await findUserByEmail(db, email))
    throw new Error(`Cannot create the administrator: ${email} already has an account`);
  const fullName = account.fullName?.trim() || 'Administrator';
  const now = clock();
  const username = `admin-${
    email
      .split('@')[0]
      ?.replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 20) || 'first'
  }`;
  await db.insert(users).values({
    email,
    username,
    passwordHash: await hashPassword(account.password),
    fullName,
    ...splitFullName(fullName),
    role: 'admin',
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return email;
}

/**
 * Production's first administrator (ADMIN_EMAIL + ADMIN_PASSWORD): created on start while no
 * administrator exists; once one does, the variables are ignored. Answers the email created, if any.
 */
export async function ensureInitialAdmin(db: Db, account: AdminAccount | undefined): Promise<string | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['admin', 'super_admin']))
    .limit(1);
  if (existing || !account) return null;
  return createAdmin(db, account);
}

/**
 * The accounts a start prepares: outside production the demo accounts; in production none of
 * them (their passwords are public), only the first administrator from the configuration.
 * Answers what it created, for the start-up log.
 */
export async function prepareAccounts(
  db: Db,
  config: { production: boolean; initialAdmin?: AdminAccount },
): Promise<string[]> {
  if (!config.production) return seedDemoAccounts(db);
  const admin = await ensureInitialAdmin(db, config.initialAdmin);
  return admin ? [admin] : [];
}

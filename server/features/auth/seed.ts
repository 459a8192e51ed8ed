import { inArray, or } from 'drizzle-orm';
import { emailErrors, passwordErrors, splitFullName } from '../../../src/features/auth/rules';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from './crypto';
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
  /** `super_admin` also manages administrators (role, activation, deletion); `admin` by default. */
  role?: 'admin' | 'super_admin';
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
    role: account.role ?? 'admin',
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return email;
}

/** A start that must not go on: its message says why and what to do (printed without a stack). */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefused';
  }
}

export const REMOVE_DEMO_COMMAND = 'npm run accounts:remove-demo';

/**
 * The demo accounts (found by their seeded email or username) whose password is still the one the README
 * publishes. A development start seeds them; a production start on the same data must not keep them.
 * Only these accounts are checked: verifying every account against the demo passwords would cost one
 * argon2 hash per account at every start.
 */
export async function demoAccountsStillPublished(db: Db): Promise<{ email: string; role: string }[]> {
  const rows = await db
    .select({ email: users.email, username: users.username, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        inArray(
          users.username,
          DEMO_ACCOUNTS.map((a) => a.username),
        ),
      ),
    );
  const exposed: { email: string; role: string }[] = [];
  for (const row of rows) {
    for (const demo of DEMO_ACCOUNTS) {
      if (row.email !== demo.email && row.username !== demo.username) continue;
      if (row.passwordHash && (await verifyPassword(row.passwordHash, demo.password))) {
        exposed.push({ email: row.email, role: row.role });
        break;
      }
    }
  }
  return exposed;
}

/** Delete the demo accounts that still have their published password (what `accounts:remove-demo` runs). */
export async function removeDemoAccounts(db: Db): Promise<string[]> {
  const exposed = await demoAccountsStillPublished(db);
  if (exposed.length === 0) return [];
  await db.delete(users).where(
    inArray(
      users.email,
      exposed.map((a) => a.email),
    ),
  );
  return exposed.map((a) => a.email);
}

/** What a start did about administrators, for the start-up log. */
export type InitialAdminOutcome =
  | { kind: 'created'; email: string }
  | { kind: 'exists'; email: string }
  | { kind: 'skipped'; email: string; administrators: string[] }
  | { kind: 'none' }
  | { kind: 'present' };

/**
 * Production's first administrator (ADMIN_EMAIL + ADMIN_PASSWORD): created on start while no
 * administrator exists; once one does, the variables are ignored, and the outcome says so (the start
 * prints it loudly, so nobody waits for an account that was never made).
 */
export async function ensureInitialAdmin(db: Db, account: AdminAccount | undefined): Promise<InitialAdminOutcome> {
  const administrators = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.role, ['admin', 'super_admin']))
    .limit(5);
  if (administrators.length === 0) {
    if (!account) return { kind: 'none' };
    try {
      return { kind: 'created', email: await createAdmin(db, account) };
    } catch (err) {
      throw new StartRefused(
        `ADMIN_EMAIL was not created, so this server has no administrator: ${err instanceof Error ? err.message : err}`,
      );
    }
  }
  if (!account) return { kind: 'present' };
  const email = account.email.trim().toLowerCase();
  if (administrators.some((a) => a.email === email)) return { kind: 'exists', email };
  return { kind: 'skipped', email, administrators: administrators.map((a) => a.email) };
}

/** What a start prepared: the accounts it created, and what must be said loudly about administrators. */
export interface PreparedAccounts {
  created: string[];
  warnings: string[];
}

/**
 * The accounts a start prepares: outside production the demo accounts; in production none of
 * them (their passwords are public). A production start refuses to run while a demo account still signs
 * in with its published password (a development start seeded this database), and warns when ADMIN_EMAIL
 * was not created, with the reason.
 */
export async function prepareAccounts(
  db: Db,
  config: { production: boolean; initialAdmin?: AdminAccount },
): Promise<PreparedAccounts> {
  if (!config.production) return { created: await seedDemoAccounts(db), warnings: [] };
  const exposed = await demoAccountsStillPublished(db);
  if (exposed.length > 0) {
    const list = exposed.map((a) => `${a.email} (${a.role})`).join(', ');
    throw new StartRefused(
      `Refusing to start in production: ${list} still sign${exposed.length === 1 ? 's' : ''} in with the demo password published in the README (a development start seeded this database).\n` +
        `  Remove the demo accounts with \`${REMOVE_DEMO_COMMAND}\` (with the same DATABASE_URL or DATA_DIR), then start again.`,
    );
  }
  const outcome = await ensureInitialAdmin(db, config.initialAdmin);
  switch (outcome.kind) {
    case 'created':
      return { created: [outcome.email], warnings: [] };
    case 'skipped':
      return {
        created: [],
        warnings: [
          `ADMIN_EMAIL=${outcome.email} was NOT created: this database already has an administrator (${outcome.administrators.join(', ')}), and ADMIN_EMAIL only creates the first one. Add another with \`npm run admin:create -- --email ${outcome.email}\`.`,
        ],
      };
    case 'none':
      return {
        created: [],
        warnings: [
          'No administrator exists and ADMIN_EMAIL/ADMIN_PASSWORD are not set: nobody can use the admin area. Set them and restart, or run `npm run admin:create -- --email <address>`.',
        ],
      };
    default:
      return { created: [], warnings: [] };
  }
}

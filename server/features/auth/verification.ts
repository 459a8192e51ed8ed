/**
 * Mailed single-use codes: the verification link (sign-up, a changed address, an administrator's
 * "resend verification") and the reset link. One place, so every sender stores the code the same way.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from './crypto';
import { resetMail, verificationMail } from './mailTemplates';
import { authPolicy } from './policy';
import { emailCodes } from './tables';
import type { UserRow } from './users';

export interface CodeMailDeps {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  /** Absolute origin for links in mail: from configuration only, never from the request. */
  publicUrl: string;
}

/** Store a new code (its hash) for the user's current address and answer the code. */
export async function createEmailCode(
  deps: Pick<CodeMailDeps, 'db' | 'clock'>,
  user: UserRow,
  purpose: 'verify_email' | 'reset_password',
): Promise<string> {
  const now = deps.clock();
  const code = randomToken();
  const lifetime = purpose === 'verify_email' ? authPolicy.verificationCodeMs : authPolicy.resetTokenMs;
  await deps.db.insert(emailCodes).values({
    userId: user.id,
    purpose,
    codeHash: sha256(code),
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return code;
}

/** Send the verification mail with a fresh link. */
export async function sendVerificationMail(deps: CodeMailDeps, user: UserRow): Promise<void> {
  const code = await createEmailCode(deps, user, 'verify_email');
  const query = `token=${encodeURIComponent(code)}&email=${encodeURIComponent(user.email)}`;
  await deps.mailer.send(verificationMail(user, `${deps.publicUrl}/verify-email?${query}`));
}

/** Send the password reset mail with a fresh link. */
export async function sendResetMail(deps: CodeMailDeps, user: UserRow): Promise<void> {
  const token = await createEmailCode(deps, user, 'reset_password');
  await deps.mailer.send(resetMail(user, `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`));
}

/**
 * The work of `sendResetMail` for a request that mails nothing (no such account, or over its mail
 * limit): a token made and hashed, the mail written, and two rows written where the real one stores the
 * code and the mail, in a transaction that is then rolled back, so a reset request costs the server the
 * same whoever it names and leaves nothing behind.
 */
export async function resetMailStandIn(deps: Pick<CodeMailDeps, 'db' | 'clock' | 'publicUrl'>): Promise<void> {
  const token = randomToken();
  const stand = { email: 'nobody@invalid', firstName: '', fullName: '' };
  const mail = resetMail(stand, `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`);
  const row = {
    to: mail.to,
    subject: mail.subject,
    text: sha256(token),
    html: mail.html ?? null,
    createdAt: deps.clock(),
  };
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(outbox).values(row);
      await tx.insert(outbox).values(row);
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
}

import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MessageKind } from '../../src/domain/customerMessages';
import type { Db } from '../db/client';
import { mailLog, outbox } from '../db/schema';
import { describeError } from '../http/errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** a mail about a customer's service: logged with its outcome for the admin's messages log (loggedMailer) */
  log?: { userId: string; kind: MessageKind };
}

/** Where mail goes: the outbox table by default, SMTP when SMTP_URL is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Writes mail to the outbox table (development, tests, e2e). */
export function outboxMailer(db: Db, clock: () => Date = () => new Date()): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        createdAt: clock(),
      });
    },
  };
}

/**
 * The app's mailer: a mail that names its customer and kind (`log`) is written to the mail log with what
 * became of it (sent, kept in the outbox, failed with the error); a failure is still thrown to the caller.
 */
export function loggedMailer(db: Db, mailer: Mailer, o: { keeps: boolean; clock: () => Date }): Mailer {
  return {
    async send(mail) {
      const { log, ...rest } = mail;
      let error: string | null = null;
      try {
        await mailer.send(rest);
      } catch (err) {
        error = describeError(err);
        throw err;
      } finally {
        if (log) {
          await db
            .insert(mailLog)
            .values({
              userId: log.userId,
              kind: log.kind,
              subject: mail.subject,
              status: error !== null ? 'failed' : o.keeps ? 'kept' : 'sent',
              error,
              createdAt: o.clock(),
            })
            .catch((err: unknown) => console.error('mail: the log write failed:', describeError(err)));
        }
      }
    },
  };
}

/** Sends mail by SMTP (nodemailer); nothing is kept in the database, so links with tokens are not stored. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) link found in the text, in order (what e2e tests follow). */
  links: string[];
  createdAt: string;
}

/** Outbox messages, newest first, optionally only those to one address. */
export async function readOutbox(db: Db, to?: string, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

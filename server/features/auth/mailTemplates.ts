import { formatDateTime } from '../../../src/domain/format/date';
import type { Mail } from '../../mail/mailer';

/** Hours a verification link and a reset link stay valid, as the mails say. */
const VERIFY_HOURS = 24;
const RESET_HOURS = 1;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The name a mail greets: the first word of the first name when it is a plain name (letters,
 * apostrophes, hyphens, at most 40 characters), else "there". A name is typed by whoever registers,
 * so it must not carry a link or markup into a mail that comes from us.
 */
export function greetingName(user: { firstName: string; fullName: string }): string {
  const first = (user.firstName || user.fullName).trim().split(/\s+/)[0] ?? '';
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,39}$/u.test(first) ? first : 'there';
}

interface Recipient {
  email: string;
  firstName: string;
  fullName: string;
}

function mail(to: Recipient, subject: string, paragraphs: string[], action?: { label: string; href: string }): Mail {
  const hello = `Hello ${greetingName(to)},`;
  const text = [hello, ...paragraphs.slice(0, 1), ...(action ? [action.href] : []), ...paragraphs.slice(1)].join(
    '\n\n',
  );
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('');
  return { to: to.email, subject, text: `${text}\n`, html };
}

export function verificationMail(to: Recipient, link: string): Mail {
  return mail(
    to,
    'Verify your email address',
    [
      'Please confirm your email address for your SkyLink Ghana account by opening this link:',
      `The link works once and expires in ${VERIFY_HOURS} hours. If you did not create an account, you can ignore this email.`,
    ],
    { label: 'Verify my email address', href: link },
  );
}

/** Sent instead of a code when someone asks to verify an address that is verified already. */
export function alreadyVerifiedMail(to: Recipient, signInLink: string): Mail {
  return mail(
    to,
    'Your email address is already verified',
    [
      'Someone asked for a new verification link for your SkyLink Ghana account, but your email address is already verified. You can sign in here:',
      'If this was not you, you can ignore this email.',
    ],
    { label: 'Sign in', href: signInLink },
  );
}

export function resetMail(to: Recipient, link: string): Mail {
  return mail(
    to,
    'Reset your password',
    [
      'We received a request to reset the password of your SkyLink Ghana account. Choose a new password here:',
      `The link works once and expires in ${RESET_HOURS} hour. If you did not ask for this, you can ignore this email; your password stays the same.`,
    ],
    { label: 'Choose a new password', href: link },
  );
}

/**
 * Sent to the old address when an account's email is changed: where mail goes now, and what to do when
 * the owner did not change it (the new address holds the account, so only we can give it back).
 */
export function emailChangedMail(to: Recipient, newEmail: string, supportLink: string): Mail {
  return mail(
    to,
    'Your SkyLink Ghana email address was changed',
    [
      `The email address of your SkyLink Ghana account was changed from ${to.email} to ${newEmail}. Mail about your account now goes there, and you sign in with it. If you did not make this change, contact us at once so we can secure your account:`,
      'If you made this change, there is nothing to do.',
    ],
    { label: 'Contact support', href: supportLink },
  );
}

/**
 * A request's user agent as a mail may show it: one line, at most 200 characters, with any URL scheme
 * broken ("https[:]//") so a client's header cannot put a working link into a mail that comes from us.
 */
export function deviceText(userAgent: string | null): string {
  const line = (userAgent ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .replace(/:\/\//g, '[:]//');
  return line === '' ? 'an unknown device' : line;
}

/** Sent at each successful sign-in when the account's Login notifications are on (our wording: the spec is silent). */
export function signInNoticeMail(
  to: Recipient,
  sign: { at: Date; ipAddress: string | null; userAgent: string | null; resetLink: string },
): Mail {
  const address =
    sign.ipAddress && /^[0-9a-fA-F:.]{2,45}$/.test(sign.ipAddress) ? sign.ipAddress : 'an unknown address';
  return mail(
    to,
    'New sign-in to your SkyLink Ghana account',
    [
      `Your SkyLink Ghana account was signed in to on ${formatDateTime(sign.at)} GMT (Ghana time), from ${deviceText(sign.userAgent)}, at IP address ${address}. If this was not you, reset your password now with this link (a new password signs every device out):`,
      'If this was you, there is nothing to do. You can turn these emails off in Settings, under Security (Login notifications).',
    ],
    { label: 'Reset my password', href: sign.resetLink },
  );
}

/**
 * Email addresses: the one shape every form and request schema accepts (auth, payments, contact,
 * coverage, settings), and the payment email rule (spec billing §5 "Email for payment").
 *
 * An address is accepted as people type it (RFC 5321 "Mailbox" without its rarely used forms): a
 * dot-atom local part of letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ - (dots between, never
 * first, last or doubled), '@', then a domain of two or more labels of letters, digits and inner hyphens.
 * No quoted local parts, spaces, IP literals or comments: the characters they need (" ( ) , : ; < > [ ] \)
 * are where mail libraries split one string into several recipients (a penetration test mailed a
 * verification link for 'a;b@example.com' to another mailbox) and where spreadsheets split cells.
 * Letters and digits include non-Latin ones (RFC 6531), which nodemailer sends as they are.
 */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1 */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

const ATOM = "[\\p{L}\\p{M}\\p{Nd}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
const DOMAIN_LABEL = new RegExp(
  `^[\\p{L}\\p{M}\\p{Nd}](?:[\\p{L}\\p{M}\\p{Nd}-]{0,${DOMAIN_LABEL_MAX_LENGTH - 2}}[\\p{L}\\p{M}\\p{Nd}])?$`,
  'u',
);

/** True when the value (already trimmed) is an address of that shape, at most 64/254 characters. */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}

export const PAYMENT_EMAIL_MAX_LENGTH = EMAIL_ADDRESS_MAX_LENGTH;

export const PAYMENT_EMAIL_MESSAGES = {
  invalid: 'Please provide a valid email address',
  tooLong: 'Email address is too long',
} as const;

/** The message for a payment email, or null when it is acceptable (surrounding spaces ignored). */
export function paymentEmailError(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (email.length === 0) return PAYMENT_EMAIL_MESSAGES.invalid;
  if (email.length > PAYMENT_EMAIL_MAX_LENGTH) return PAYMENT_EMAIL_MESSAGES.tooLong;
  if (!isEmailAddress(email)) return PAYMENT_EMAIL_MESSAGES.invalid;
  return null;
}

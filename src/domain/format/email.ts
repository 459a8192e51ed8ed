/**
 * The payment email rule (spec billing §5 "Email for payment"): required, shaped like an address,
 * at most 254 characters. Shared by the billing contract (server) and the payment screens.
 */
export const PAYMENT_EMAIL_MAX_LENGTH = 254;

export const PAYMENT_EMAIL_MESSAGES = {
  invalid: 'Please provide a valid email address',
  tooLong: 'Email address is too long',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The message for a payment email, or null when it is acceptable (surrounding spaces ignored). */
export function paymentEmailError(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (email.length === 0) return PAYMENT_EMAIL_MESSAGES.invalid;
  if (email.length > PAYMENT_EMAIL_MAX_LENGTH) return PAYMENT_EMAIL_MESSAGES.tooLong;
  if (!EMAIL_PATTERN.test(email)) return PAYMENT_EMAIL_MESSAGES.invalid;
  return null;
}

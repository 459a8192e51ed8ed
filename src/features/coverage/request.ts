/**
 * Rules of a coverage request for an unserved area (spec: site §3 "address, contactInfo"): the
 * contact is an email address or a phone number of 10 to 15 digits (the shared phone rule, site §5).
 */
import { isEmailAddress } from '../../domain/format/email';
import { COVERAGE_MESSAGES as m } from './messages';

export const ADDRESS_MAX_LENGTH = 200;
export const CONTACT_MAX_LENGTH = 120;

/** The digits of a phone-looking contact ('+233 24 123 4567' -> '233241234567'), or null. */
function phoneDigits(value: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  return value.replace(/\D/g, '');
}

/** The message for a contact that cannot be used, or null when it is an email or a phone number. */
export function contactInfoError(value: string): string | null {
  const text = value.trim();
  if (!text) return m.contactRequired;
  if (text.length > CONTACT_MAX_LENGTH) return m.textTooLong('Contact', CONTACT_MAX_LENGTH);
  if (isEmailAddress(text)) return null;
  const digits = phoneDigits(text);
  if (digits && digits.length >= 10 && digits.length <= 15) return null;
  return m.contactInvalid;
}

/** The message for an address that cannot be checked, or null. */
export function addressError(value: string): string | null {
  const text = value.trim();
  if (!text) return m.invalidAddress;
  if (text.length > ADDRESS_MAX_LENGTH) return m.textTooLong('Address', ADDRESS_MAX_LENGTH);
  return null;
}

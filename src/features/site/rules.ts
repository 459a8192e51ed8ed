/**
 * Pure rules of the public site's contact forms (spec §3, §5), shared by the forms and the server.
 *
 * - Home page form: name, email, phone (optional), company (optional), subject (one of the five
 *   subject options), message.
 * - Contact page form: the same with phone required, subject free text and serviceType (default
 *   residential).
 * - `contactMailto` builds the mail the original product opened (spec §7), now the fallback when our
 *   server cannot take the message.
 *
 * Plain functions, no zod: the home page loads them with its first bytes (contract.ts builds the
 * server's zod schemas from them). No React, no fetch.
 */
import { mailtoHref } from '../../domain/brand';
import { isEmailAddress } from '../../domain/format/email';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter } from '../../domain/text';
import { CONTACT_MESSAGES as m } from './messages';

export type ContactFormKind = 'home' | 'contact';

/** Home page subject options (spec §3). */
export const HOME_SUBJECTS = [
  { id: 'new-service', label: 'New Service Inquiry' },
  { id: 'technical-support', label: 'Technical Support' },
  { id: 'billing', label: 'Billing Question' },
  { id: 'enterprise', label: 'Enterprise Solutions' },
  { id: 'other', label: 'Other' },
] as const;
export type HomeSubject = (typeof HOME_SUBJECTS)[number]['id'];

/** Contact page service types (spec §3), residential first and default. */
export const SERVICE_TYPES = [
  { id: 'residential', label: 'Residential' },
  { id: 'business', label: 'Business' },
  { id: 'student', label: 'Student' },
  { id: 'enterprise', label: 'Enterprise' },
  { id: 'support', label: 'Support' },
  { id: 'sales', label: 'Sales' },
  { id: 'other', label: 'Other' },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]['id'];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'residential';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, company: 100, subject: 150, message: 5000 } as const;

/** The message box's rows: 5 on the home page, 6 on the contact page (spec §5). */
export const MESSAGE_ROWS: Record<ContactFormKind, number> = { home: 5, contact: 6 };

/** Phone rule (spec §5, §9): 10 to 15 digits; spaces, dashes, dots, brackets and a leading + allowed. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** A text field's first failing message, or null: required (when `required` is given), no control
 * characters, at most `max` characters (surrounding spaces ignored). */
export function textError(value: string, label: string, required: string | null, max: number): string | null {
  const text = value.trim();
  if (text.length === 0) return required;
  if (hasControlCharacter(text)) return CONTROL_CHARACTERS_MESSAGE;
  if (text.length > max) return m.tooLong(label, max);
  return null;
}

/** The email rule (spec §5): required, then shaped like an address. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return m.emailRequired;
  if (email.length > CONTACT_LIMITS.email || !isEmailAddress(email)) return m.emailInvalid;
  return null;
}

/** The phone rule (spec §5): optional on the home page, required on the contact page; 10 to 15 digits. */
export function phoneError(value: string, required: boolean): string | null {
  const phone = value.trim();
  if (phone.length === 0) return required ? m.phoneRequired : null;
  return isValidPhone(phone) ? null : m.phoneInvalid;
}

export const isHomeSubject = (value: string): value is HomeSubject => HOME_SUBJECTS.some((s) => s.id === value);
export const isServiceType = (value: string): value is ServiceType => SERVICE_TYPES.some((s) => s.id === value);

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'subject' | 'serviceType' | 'message';
export const CONTACT_FIELDS: Record<ContactFormKind, readonly ContactField[]> = {
  home: ['name', 'email', 'phone', 'company', 'subject', 'message'],
  contact: ['name', 'email', 'phone', 'company', 'subject', 'serviceType', 'message'],
};

/** What the form holds (strings, as typed). */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  serviceType: string;
  message: string;
}

export function emptyContactValues(kind: ContactFormKind): ContactValues {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    subject: '',
    serviceType: kind === 'contact' ? DEFAULT_SERVICE_TYPE : '',
    message: '',
  };
}

/** Field -> its first message, or null when the form is valid (the same rules the server's contract applies). */
export function contactErrors(
  kind: ContactFormKind,
  values: ContactValues,
): Partial<Record<ContactField, string>> | null {
  const found: Partial<Record<ContactField, string | null>> = {
    name: textError(values.name, 'Name', m.nameRequired, CONTACT_LIMITS.name),
    email: emailError(values.email),
    phone: phoneError(values.phone, kind === 'contact'),
    company: textError(values.company, 'Company', null, CONTACT_LIMITS.company),
    subject:
      kind === 'home'
        ? isHomeSubject(values.subject)
          ? null
          : m.subjectRequired
        : textError(values.subject, 'Subject', m.subjectRequired, CONTACT_LIMITS.subject),
    serviceType: kind === 'contact' && !isServiceType(values.serviceType) ? m.serviceTypeInvalid : null,
    message: textError(values.message, 'Message', m.messageRequired, CONTACT_LIMITS.message),
  };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS[kind]) {
    const message = found[field];
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The label a subject id shows (home page options), or the text itself. */
export function subjectLabel(subject: string): string {
  return HOME_SUBJECTS.find((s) => s.id === subject)?.label ?? subject;
}

export function serviceTypeLabel(serviceType: string): string {
  return SERVICE_TYPES.find((s) => s.id === serviceType)?.label ?? serviceType;
}

/** The mail body (spec §7: name, email, phone, company, service type, subject and message). */
export function contactMailBody(values: ContactValues): string {
  const lines = [
    `Name: ${values.name.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim() || 'Not provided'}`,
    `Company: ${values.company.trim() || 'Not provided'}`,
    `Service Type: ${values.serviceType ? serviceTypeLabel(values.serviceType) : 'Not specified'}`,
    `Subject: ${subjectLabel(values.subject.trim())}`,
    '',
    'Message:',
    values.message.trim(),
  ];
  return lines.join('\n');
}

/** The fallback link: the visitor's mail client with the message written out (spec §7). */
export function contactMailto(to: string, values: ContactValues): string {
  return mailtoHref(to, {
    subject: m.mailSubject(subjectLabel(values.subject.trim())),
    body: contactMailBody(values),
  });
}

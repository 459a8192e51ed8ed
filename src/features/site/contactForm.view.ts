/**
 * The contact form's view model: `toContactFormView` maps a contactForm machine snapshot to it, and
 * ContactForm renders only this.
 */
import type { SnapshotFrom } from 'xstate';
import { brand } from '../../domain/brand';
import type { ContactFieldErrors, contactFormMachine } from './contactForm.machine';
import { CONTACT_MESSAGES as m } from './messages';
import { type ContactFormKind, type ContactValues, contactMailto } from './rules';

interface Base {
  kind: ContactFormKind;
  values: ContactValues;
  fieldErrors: ContactFieldErrors;
}

export type ContactFormView =
  | (Base & { status: 'editing' })
  | (Base & { status: 'submitting' })
  | (Base & { status: 'sent' })
  | (Base & { status: 'failed'; message: string; fallbackHref: string });

export type ContactFormSnapshot = Pick<SnapshotFrom<typeof contactFormMachine>, 'context' | 'matches'>;

export function toContactFormView(snapshot: ContactFormSnapshot): ContactFormView {
  const { kind, values, fieldErrors, lastSent } = snapshot.context;
  const base: Base = { kind, values: { ...values }, fieldErrors: { ...fieldErrors } };
  if (snapshot.matches('submitting') || snapshot.matches('confirming')) return { ...base, status: 'submitting' };
  if (snapshot.matches('sent')) return { ...base, status: 'sent' };
  if (snapshot.matches('failed')) {
    return {
      ...base,
      status: 'failed',
      message: kind === 'home' ? m.homeError : m.pageError,
      fallbackHref: contactMailto(brand.emails.services, lastSent ?? values),
    };
  }
  return { ...base, status: 'editing' };
}

/**
 * The contact form's view model: `toContactFormView` maps a contactForm machine snapshot to it, and
 * ContactForm renders only this.
 */
import type { SnapshotFrom } from 'xstate';
import { brand } from '../../domain/brand';
import type { ContactEvent, ContactFieldErrors, contactFormMachine } from './contactForm.machine';
import { CONTACT_MESSAGES as m } from './messages';
import { type ContactFormKind, type ContactValues, contactMailto, emptyContactValues } from './rules';

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

/**
 * The first view, before the machine runs (useDeferredMachineView): an empty form. Equal to the view
 * of the machine's initial snapshot (tests/features/site/initialViews.test.ts).
 */
export const initialContactFormView = (kind: ContactFormKind): ContactFormView => ({
  kind,
  values: emptyContactValues(kind),
  fieldErrors: {},
  status: 'editing',
});

/** What an event shows before the machine runs: typed text appears at once (replayed to the machine when it starts). */
export function previewContactForm(view: ContactFormView, event: ContactEvent): ContactFormView {
  if (event.type !== 'field.change' || view.status !== 'editing') return view;
  return { ...view, values: { ...view.values, [event.field]: event.value } };
}

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

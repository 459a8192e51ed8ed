/**
 * The contact form, on the home page (`kind: 'home'`) and on /contact (`kind: 'contact'`).
 *
 * States
 *   editing      the form; field errors from the form's rules show under the fields
 *   submitting   invokes `sendContact` (id sendContact); the button is disabled with a spinner
 *                (home: 'Sending Message...')
 *   confirming   the server took the message; 1 s later (spec §9) the thank-you shows
 *   sent         the form is cleared. Home: the thank-you above the empty form (typing -> editing).
 *                Contact page: the 'Message Sent!' screen; 'Send Another Message' -> editing
 *   failed       the server could not take it: the spec's error text and a mailto link carrying the
 *                whole message (nothing is lost); typing -> editing, submit tries again
 *
 * Events
 *   field.change { field, value }   clears that field's error
 *   form.submit                     validate, then send
 *   form.reset                      from sent: back to an empty form
 *
 * Actors: sendContact({ kind, values }) resolves when stored; rejects with a `ContactRejected`
 * (the server's field messages) or any other error (cannot reach us).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import {
  type ContactField,
  type ContactFormKind,
  type ContactValues,
  contactErrors,
  emptyContactValues,
} from './rules';
import { type ContactFieldErrors, ContactRejected, type ContactSubmission } from './submission';

export { type ContactFieldErrors, ContactRejected, type ContactSubmission };

export interface ContactContext {
  kind: ContactFormKind;
  values: ContactValues;
  fieldErrors: ContactFieldErrors;
  /** the values that were sent last (the fallback mail is built from them) */
  lastSent: ContactValues | null;
}

export type ContactEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

export interface ContactInput {
  kind: ContactFormKind;
  values?: Partial<ContactValues>;
}

/** The product's delay before the thank-you (spec §9: contact success 1 s). */
export const CONTACT_SUCCESS_DELAY_MS = 1000;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
  },
  actors: {
    sendContact: fromPromise<void, ContactSubmission>(async () => notProvided('sendContact')),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: contactErrors(context.kind, context.values) ?? {} })),
    clearForm: assign(({ context }) => ({ values: emptyContactValues(context.kind), fieldErrors: {} })),
  },
  guards: {
    isValid: ({ context }) => contactErrors(context.kind, context.values) === null,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    kind: input.kind,
    values: { ...emptyContactValues(input.kind), ...input.values },
    fieldErrors: {},
    lastSent: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      entry: assign(({ context }) => ({ lastSent: context.values })),
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context }) => ({ kind: context.kind, values: context.values }),
        onDone: { target: 'confirming' },
        onError: [
          {
            guard: ({ event }) => event.error instanceof ContactRejected,
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => (event.error as ContactRejected).fieldErrors }),
          },
          { target: 'failed' },
        ],
      },
    },
    confirming: {
      after: { [CONTACT_SUCCESS_DELAY_MS]: { target: 'sent', actions: 'clearForm' } },
    },
    sent: {
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
        'form.reset': { target: 'editing', actions: 'clearForm' },
      },
    },
    failed: {
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          { target: 'editing', actions: 'showFieldErrors' },
        ],
      },
    },
  },
});

export interface ContactDeps {
  sendContact: (submission: ContactSubmission) => Promise<void>;
}

/** The contact form machine with its actor provided (the routes and the flow stories). */
export function provideContactForm(deps: ContactDeps) {
  return contactFormMachine.provide({
    actors: { sendContact: fromPromise(({ input }: { input: ContactSubmission }) => deps.sendContact(input)) },
  });
}

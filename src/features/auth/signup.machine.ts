/**
 * Signup screen (/signup). The form owns its validation and its request (create the account, then
 * sign in); the session only hears about the result (`signedIn`).
 *
 * States
 *   idle      the form; a failed check shows `error` as the alert ('Please fill all fields',
 *             'Passwords do not match!') and field errors under the fields
 *   creating  invokes `createAccount` (id createAccount); the button reads 'Creating Account...'
 *   success   `signedIn` hands the session over; alert 'Registration successful! Signing you in...';
 *             after 1 s runs `goToDashboard`
 *   failed    the form with the failure alert (server message or 'Registration failed. Please try again.');
 *             typing in a field clears it -> idle
 *
 * Events
 *   field.change { field: 'fullName' | 'email' | 'phoneNumber' | 'password' | 'confirmPassword', value }
 *   form.submit
 *
 * Actors: createAccount({ fullName, email, phoneNumber ('' when not given), password }) -> the session ({ user, tokens }) once the account
 * exists and is signed in; rejects with an Error carrying the catalogue message.
 * Actions: signedIn(session), trackRegistration (`user_registration`), goToDashboard.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errors';
import { type FieldErrors, notProvided, validate, withoutField } from './formErrors';
import { AUTH_MESSAGES } from './messages';
import { registrationFormSchema } from './rules';
import type { Session } from './session';

export type SignupField = 'fullName' | 'email' | 'phoneNumber' | 'password' | 'confirmPassword';

export interface SignupValues {
  fullName: string;
  email: string;
  /** optional: for SMS (payment confirmations, reminders) */
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

export interface NewAccount {
  fullName: string;
  email: string;
  /** '' when not given */
  phoneNumber: string;
  password: string;
}

export interface SignupContext {
  values: SignupValues;
  fieldErrors: FieldErrors<SignupField>;
  /** the alert: a form-level check or the failure */
  error: string | null;
}

export type SignupEvent = { type: 'field.change'; field: SignupField; value: string } | { type: 'form.submit' };

/** Delay before going to the dashboard after success. */
export const SIGNUP_REDIRECT_MS = 1000;

export const signupMachine = setup({
  types: { context: {} as SignupContext, events: {} as SignupEvent },
  actors: {
    createAccount: fromPromise<Session, NewAccount>(async () => notProvided('createAccount')),
  },
  actions: {
    signedIn: (_, _session: Session) => {},
    trackRegistration: () => {},
    goToDashboard: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        fieldErrors: withoutField(context.fieldErrors, event.field),
        error: null,
      };
    }),
    showErrors: assign(({ context }) => {
      const errors = validate<SignupField>(registrationFormSchema(), context.values) ?? {};
      const { '': formLevel, ...fieldErrors } = errors;
      const mismatch =
        errors.confirmPassword === AUTH_MESSAGES.signupPasswordsMismatch ? errors.confirmPassword : undefined;
      return { fieldErrors, error: formLevel ?? mismatch ?? null };
    }),
  },
  guards: {
    isValid: ({ context }) => validate(registrationFormSchema(), context.values) === null,
  },
}).createMachine({
  id: 'signup',
  context: {
    values: { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
    fieldErrors: {},
    error: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [{ guard: 'isValid', target: 'creating' }, { actions: 'showErrors' }],
      },
    },
    creating: {
      entry: assign({ error: null }),
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => ({
          fullName: context.values.fullName.trim(),
          email: context.values.email.trim(),
          phoneNumber: context.values.phoneNumber.trim(),
          password: context.values.password,
        }),
        onDone: {
          target: 'success',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output }, 'trackRegistration'],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.signupPageFailed) }),
        },
      },
    },
    success: {
      after: { [SIGNUP_REDIRECT_MS]: { actions: 'goToDashboard' } },
    },
    failed: {
      on: {
        'field.change': { target: 'idle', actions: 'setField' },
        'form.submit': [{ guard: 'isValid', target: 'creating' }, { actions: 'showErrors' }],
      },
    },
  },
});

/** What the signup machine needs from the app. */
export interface SignupDeps {
  createAccount: (account: NewAccount) => Promise<Session>;
  signedIn: (session: Session) => void;
  /** analytics (docs/analytics.md) */
  track: (event: string, props: Record<string, unknown>) => void;
  goToDashboard: () => void;
}

/** The signup machine with its actor and actions provided (used by the route and the flow stories). */
export function provideSignup(deps: SignupDeps) {
  return signupMachine.provide({
    actors: { createAccount: fromPromise(({ input }: { input: NewAccount }) => deps.createAccount(input)) },
    actions: {
      signedIn: (_, session) => deps.signedIn(session),
      trackRegistration: () => deps.track('user_registration', {}),
      goToDashboard: () => deps.goToDashboard(),
    },
  });
}

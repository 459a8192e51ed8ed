/**
 * Login screen (/login), spec §2 and §4.
 *
 * States
 *   idle        the form; field errors from loginFormSchema show under the fields
 *   submitting  invokes `submitLogin` (id submitLogin); the button reads 'Signing in...'
 *   failed      the form again with `error` above it (typing in a field clears it -> idle)
 *   success     final; runs `goToDestination` (the page the user came from, else /dashboard)
 *
 * Events
 *   field.change { field: 'email' | 'password', value }   clears that field's error
 *   remember.change { value }                               the remember-me checkbox
 *   form.submit                                             validate, then submit
 *
 * Actors: submitLogin({ email, password, remember }) -> resolves when signed in; rejects with an
 * Error whose message is from the catalogue (src/domain/auth/errors.ts).
 * Actions: goToDestination, clearSessionError (the form changed: clear the session's auth error).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errors';
import { type FieldErrors, notProvided, validate, withoutField } from './formErrors';
import { AUTH_MESSAGES } from './messages';
import { loginFormSchema } from './rules';

export type LoginField = 'email' | 'password';

export interface LoginCredentials {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginContext {
  values: LoginCredentials;
  fieldErrors: FieldErrors<LoginField>;
  /** the message above the form */
  error: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'remember.change'; value: boolean }
  | { type: 'form.submit' };

export interface LoginInput {
  email?: string;
  remember?: boolean;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
  },
  actors: {
    submitLogin: fromPromise<void, LoginCredentials>(async () => notProvided('submitLogin')),
  },
  actions: {
    goToDestination: () => {},
    clearSessionError: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        fieldErrors: withoutField(context.fieldErrors, event.field),
      };
    }),
    setRemember: assign(({ context, event }) =>
      event.type === 'remember.change' ? { values: { ...context.values, remember: event.value } } : {},
    ),
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: validate<LoginField>(loginFormSchema, context.values) ?? {},
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isValid: ({ context }) => validate(loginFormSchema, context.values) === null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    values: { email: input?.email ?? '', password: '', remember: input?.remember ?? false },
    fieldErrors: {},
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: ['setField', 'clearSessionError'] },
        'remember.change': { actions: 'setRemember' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ ...context.values, email: context.values.email.trim() }),
        onDone: { target: 'success' },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.loginPageFailed) }),
        },
      },
    },
    failed: {
      on: {
        'field.change': { target: 'idle', actions: ['setField', 'clearError', 'clearSessionError'] },
        'remember.change': { actions: 'setRemember' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    success: {
      type: 'final',
      entry: 'goToDestination',
    },
  },
});

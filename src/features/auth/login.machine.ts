/**
 * Login screen (/login). The form owns its validation and its request; the session only hears
 * about the result (`signedIn`).
 *
 * States
 *   idle        the form; field errors from loginFormSchema show under the fields
 *   submitting  invokes `submitLogin` (id submitLogin); the button reads 'Signing in...'
 *   failed      the form again with `error` above it (typing in a field clears it -> idle)
 *   success     final; `signedIn` hands the session to the app-wide session actor, then
 *               `goToDestination` (the page the user came from, else the dashboard)
 *
 * Events
 *   field.change { field: 'email' | 'password', value }   clears that field's error
 *   remember.change { value }                               the remember-me checkbox
 *   form.submit                                             validate, then submit
 *
 * Actors: submitLogin({ email, password, remember }) -> the session ({ user, tokens }); rejects with an
 * Error whose message is from the catalogue (errors.ts).
 * Actions: signedIn(session), trackLogin (`user_login` with user_type 'individual', site spec §6), goToDestination.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errors';
import { type FieldErrors, notProvided, validate, withoutField } from './formErrors';
import { AUTH_MESSAGES } from './messages';
import { loginFormSchema } from './rules';
import type { Session } from './session';

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
    submitLogin: fromPromise<Session, LoginCredentials>(async () => notProvided('submitLogin')),
  },
  actions: {
    signedIn: (_, _session: Session) => {},
    trackLogin: () => {},
    goToDestination: () => {},
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
      fieldErrors: validate<LoginField>(loginFormSchema(), context.values) ?? {},
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isValid: ({ context }) => validate(loginFormSchema(), context.values) === null,
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
        'field.change': { actions: 'setField' },
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
        onDone: {
          target: 'success',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output }, 'trackLogin'],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.loginPageFailed) }),
        },
      },
    },
    failed: {
      on: {
        'field.change': { target: 'idle', actions: ['setField', 'clearError'] },
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

/** What the login machine needs from the app. */
export interface LoginDeps {
  submitLogin: (credentials: LoginCredentials) => Promise<Session>;
  signedIn: (session: Session) => void;
  /** analytics (docs/analytics.md) */
  track: (event: string, props: Record<string, unknown>) => void;
  goToDestination: () => void;
}

/** The login machine with its actor and actions provided (used by the route and the flow stories). */
export function provideLogin(deps: LoginDeps) {
  return loginMachine.provide({
    actors: { submitLogin: fromPromise(({ input }: { input: LoginCredentials }) => deps.submitLogin(input)) },
    actions: {
      signedIn: (_, session) => deps.signedIn(session),
      trackLogin: () => deps.track('user_login', { user_type: 'individual' }),
      goToDestination: () => deps.goToDestination(),
    },
  });
}

/**
 * Longer than 300 lines: the sign-in is one flow: the password step and its second step (code, or an administrator's enrolment) share the challenge and the session handover.
 *
 * Login screen (/login). The form owns its validation and its request; the session only hears
 * about the result (`signedIn`).
 *
 * States
 *   idle        the form; field errors from loginFormSchema show under the fields
 *   submitting  invokes `submitLogin` (id submitLogin); the button reads 'Signing in...'
 *   failed      the form again with `error` above it (typing in a field clears it -> idle)
 *   success     final; `signedIn` hands the session to the app-wide session actor, then
 *               `goToDestination` (the page the user came from, else the dashboard)
 *   Two-factor sign-in (the password was right; no session yet):
 *   code          the 6-digit code from the authenticator app (or a recovery code); `codeError` above it
 *   verifying     invokes `submitCode` (id submitCode) with the challenge and the code
 *   enrolLoading  an administrator who must enrol first: invokes `startEnrolment` (id startEnrolment)
 *   enrol         the key and the otpauth:// URI to add to the app, and the code that confirms it
 *   confirming    invokes `confirmEnrolment` (id confirmEnrolment)
 *   recoveryCodes the recovery codes, shown once; `recovery.done` -> success
 *   A sign-in that expired on the way (the server's challenge) goes back to `failed` with its message.
 *
 * Events
 *   field.change { field: 'email' | 'password', value }   clears that field's error
 *   remember.change { value }                               the remember-me checkbox
 *   form.submit                                             validate, then submit
 *   code.change { value } / code.submit                     the second step's code
 *   recovery.done                                           the recovery codes are kept
 *   signIn.restart                                          back to the password form
 *
 * Actors: submitLogin({ email, password, remember }) -> the session ({ user, tokens }) or a second step
 * ({ step, challengeToken }); submitCode / confirmEnrolment ({ challengeToken, code, remember }) -> the session
 * (confirmEnrolment with the recovery codes); startEnrolment(challengeToken) -> { secret, uri }. They reject
 * with an Error whose message is from the catalogue (errors.ts); a `failure.code` 'invalid_challenge' means expired.
 * Actions: signedIn(session), trackLogin (`user_login` with user_type 'individual', site spec §6), goToDestination.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errors';
import { type FieldErrors, notProvided, validate, withoutField } from './formErrors';
import { AUTH_MESSAGES } from './messages';
import { loginFormSchema, twoFactorCodeErrors } from './rules';
import type { SecondStep, Session, TwoFactorSetup } from './session';

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
  /** the second step's challenge, when the password was right and a second step comes */
  challengeToken: string | null;
  /** the code typed in the second step, and the message about it */
  code: string;
  codeError: string | null;
  /** enrolment during sign-in: the new secret, and the recovery codes once confirmed */
  setup: TwoFactorSetup | null;
  recoveryCodes: string[];
  /** the session of a confirmed enrolment, handed on once the recovery codes are kept */
  session: Session | null;
}

export interface CodeInput {
  challengeToken: string;
  code: string;
  remember: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'remember.change'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'recovery.done' }
  | { type: 'signIn.restart' };

const isSecondStep = (answer: Session | SecondStep | undefined): answer is SecondStep =>
  typeof answer === 'object' && answer !== null && 'step' in answer;
/** The server's 'expired sign-in' (the challenge): the password form again. */
const challengeExpired = (error: unknown) =>
  (error as { failure?: { code?: unknown } } | null)?.failure?.code === 'invalid_challenge';

export interface LoginInput {
  email?: string;
  remember?: boolean;
}

const codeInput = (context: LoginContext): CodeInput => ({
  challengeToken: context.challengeToken ?? '',
  code: context.code.trim(),
  remember: context.values.remember,
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
  },
  actors: {
    submitLogin: fromPromise<Session | SecondStep, LoginCredentials>(async () => notProvided('submitLogin')),
    submitCode: fromPromise<Session, CodeInput>(async () => notProvided('submitCode')),
    startEnrolment: fromPromise<TwoFactorSetup, string>(async () => notProvided('startEnrolment')),
    confirmEnrolment: fromPromise<{ session: Session; recoveryCodes: string[] }, CodeInput>(async () =>
      notProvided('confirmEnrolment'),
    ),
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
    codeFailed: assign(({ event }) => ({
      code: '',
      codeError: messageOf((event as { error?: unknown }).error, AUTH_MESSAGES.twoFactorFailed),
    })),
    expired: assign(({ event }) => ({
      error: messageOf((event as { error?: unknown }).error, AUTH_MESSAGES.challengeExpired),
    })),
    setCode: assign(({ event }) => (event.type === 'code.change' ? { code: event.value, codeError: null } : {})),
    showCodeError: assign(({ context }) => ({ codeError: twoFactorCodeErrors(context.code)[0] ?? null })),
    restart: assign({
      challengeToken: null,
      code: '',
      codeError: null,
      setup: null,
      values: ({ context }) => ({ ...context.values, password: '' }),
    }),
  },
  guards: {
    isValid: ({ context }) => validate(loginFormSchema(), context.values) === null,
    codeValid: ({ context }) => twoFactorCodeErrors(context.code).length === 0,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    values: { email: input?.email ?? '', password: '', remember: input?.remember ?? false },
    fieldErrors: {},
    error: null,
    challengeToken: null,
    code: '',
    codeError: null,
    setup: null,
    recoveryCodes: [],
    session: null,
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
        onDone: [
          {
            guard: ({ event }) => isSecondStep(event.output) && event.output.step === 'verify',
            target: 'code',
            actions: assign({ challengeToken: ({ event }) => (event.output as SecondStep).challengeToken, code: '' }),
          },
          {
            guard: ({ event }) => isSecondStep(event.output),
            target: 'enrolLoading',
            actions: assign({ challengeToken: ({ event }) => (event.output as SecondStep).challengeToken, code: '' }),
          },
          {
            target: 'success',
            actions: [{ type: 'signedIn', params: ({ event }) => event.output as Session }, 'trackLogin'],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.loginPageFailed) }),
        },
      },
    },
    code: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [{ guard: 'codeValid', target: 'verifying' }, { actions: 'showCodeError' }],
        'signIn.restart': { target: 'idle', actions: 'restart' },
      },
    },
    verifying: {
      entry: assign({ codeError: null }),
      invoke: {
        id: 'submitCode',
        src: 'submitCode',
        input: ({ context }) => codeInput(context),
        onDone: {
          target: 'success',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output }, 'trackLogin'],
        },
        onError: [
          { guard: ({ event }) => challengeExpired(event.error), target: 'failed', actions: ['restart', 'expired'] },
          { target: 'code', actions: 'codeFailed' },
        ],
      },
    },
    enrolLoading: {
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        input: ({ context }) => context.challengeToken ?? '',
        onDone: { target: 'enrol', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: ['restart', 'expired'] },
      },
    },
    enrol: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [{ guard: 'codeValid', target: 'confirming' }, { actions: 'showCodeError' }],
        'signIn.restart': { target: 'idle', actions: 'restart' },
      },
    },
    confirming: {
      entry: assign({ codeError: null }),
      invoke: {
        id: 'confirmEnrolment',
        src: 'confirmEnrolment',
        input: ({ context }) => codeInput(context),
        onDone: {
          target: 'recoveryCodes',
          actions: assign({
            session: ({ event }) => event.output.session,
            recoveryCodes: ({ event }) => event.output.recoveryCodes,
          }),
        },
        onError: [
          { guard: ({ event }) => challengeExpired(event.error), target: 'failed', actions: ['restart', 'expired'] },
          { target: 'enrol', actions: 'codeFailed' },
        ],
      },
    },
    recoveryCodes: {
      on: {
        'recovery.done': {
          target: 'success',
          actions: [
            { type: 'signedIn', params: ({ context }) => context.session as Session },
            'trackLogin',
            assign({ recoveryCodes: [] }),
          ],
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
  submitLogin: (credentials: LoginCredentials) => Promise<Session | SecondStep>;
  submitCode: (input: CodeInput) => Promise<Session>;
  startEnrolment: (challengeToken: string) => Promise<TwoFactorSetup>;
  confirmEnrolment: (input: CodeInput) => Promise<{ session: Session; recoveryCodes: string[] }>;
  signedIn: (session: Session) => void;
  /** analytics (docs/analytics.md) */
  track: (event: string, props: Record<string, unknown>) => void;
  goToDestination: () => void;
}

/** The login machine with its actor and actions provided (used by the route and the flow stories). */
export function provideLogin(deps: LoginDeps) {
  return loginMachine.provide({
    actors: {
      submitLogin: fromPromise(({ input }: { input: LoginCredentials }) => deps.submitLogin(input)),
      submitCode: fromPromise(({ input }: { input: CodeInput }) => deps.submitCode(input)),
      startEnrolment: fromPromise(({ input }: { input: string }) => deps.startEnrolment(input)),
      confirmEnrolment: fromPromise(({ input }: { input: CodeInput }) => deps.confirmEnrolment(input)),
    },
    actions: {
      signedIn: (_, session) => deps.signedIn(session),
      trackLogin: () => deps.track('user_login', { user_type: 'individual' }),
      goToDestination: () => deps.goToDestination(),
    },
  });
}

/**
 * Email verification screen (/verify-email?token=...&email=...).
 *
 * States
 *   verifying         automatic on load: invokes `verifyEmail` (id verifyEmail). Without token or
 *                     email it moves at once to:
 *   invalidLink       'Invalid verification link. ...'; resend needs the email ('Cannot resend
 *                     verification email. Email address not found.' without one)
 *   verified          'Your email has been successfully verified! ...'; runs `markEmailVerified`,
 *                     then after 3 s `goToDashboard`
 *   alreadyVerified   the link was used before (another tab, a second click) and the address is
 *                     verified: 'Your email address is already verified.'; runs `markEmailVerified`
 *                     and offers to continue (no timed redirect)
 *   failed            'Email verification failed. The link may have expired or is invalid.' (or the
 *                     unexpected-error text) with resend and a back-to-sign-in link
 *     failed.ready      after a resend: `notice` ('Verification email sent successfully! ...') or `resendError`
 *     failed.resending  invokes `resendCode` (id resendCode)
 *
 * Events: code.resend
 * Input: { token, email } from the query string.
 * Actors: verifyEmail({ email, code }) -> { alreadyVerified }, resendCode({ email }).
 * Verification needs no session: the link alone proves the mailbox. Actions: markEmailVerified, goToDashboard.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { messageOf } from './errors';
import { AUTH_MESSAGES } from './messages';
import { verificationLinkSchema } from './rules';

export interface VerifyEmailContext {
  token: string;
  email: string;
  /** why verification failed (or the invalid-link text) */
  error: string | null;
  /** success of a resend */
  notice: string | null;
  /** failure of a resend */
  resendError: string | null;
}

export type VerifyEmailEvent = { type: 'code.resend' };

/** What verification answered: the link was used before (the address is verified already). */
export interface VerifyOutcome {
  alreadyVerified: boolean;
}

/** Delay before going to /dashboard after verification. */
export const VERIFY_REDIRECT_MS = 3000;

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as { token?: string | null; email?: string | null } | undefined,
  },
  actors: {
    verifyEmail: fromPromise<VerifyOutcome | undefined, { email: string; code: string }>(async () =>
      notProvided('verifyEmail'),
    ),
    resendCode: fromPromise<void, { email: string }>(async () => notProvided('resendCode')),
  },
  actions: {
    markEmailVerified: () => {},
    goToDashboard: () => {},
  },
  guards: {
    isInvalidLink: ({ context }) => !verificationLinkSchema().safeParse(context).success,
    hasEmail: ({ context }) => context.email !== '',
    wasVerifiedBefore: (_, outcome: VerifyOutcome | undefined) => outcome?.alreadyVerified === true,
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    token: input?.token?.trim() ?? '',
    email: input?.email?.trim() ?? '',
    error: null,
    notice: null,
    resendError: null,
  }),
  initial: 'verifying',
  states: {
    verifying: {
      always: { guard: 'isInvalidLink', target: 'invalidLink' },
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ email: context.email, code: context.token }),
        onDone: [
          { guard: { type: 'wasVerifiedBefore', params: ({ event }) => event.output }, target: 'alreadyVerified' },
          { target: 'verified' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.verifyFailed) }),
        },
      },
    },
    invalidLink: {
      entry: assign({ error: AUTH_MESSAGES.verifyInvalidLink }),
      on: {
        'code.resend': [
          { guard: 'hasEmail', target: 'failed.resending' },
          { actions: assign({ resendError: AUTH_MESSAGES.verifyResendNoEmail }) },
        ],
      },
    },
    verified: {
      entry: 'markEmailVerified',
      after: { [VERIFY_REDIRECT_MS]: { actions: 'goToDashboard' } },
    },
    alreadyVerified: {
      entry: 'markEmailVerified',
    },
    failed: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'code.resend': [
              { guard: 'hasEmail', target: 'resending' },
              { actions: assign({ resendError: AUTH_MESSAGES.verifyResendNoEmail }) },
            ],
          },
        },
        resending: {
          entry: assign({ notice: null, resendError: null }),
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'ready', actions: assign({ notice: AUTH_MESSAGES.verificationSent }) },
            onError: {
              target: 'ready',
              actions: assign({
                resendError: ({ event }) => messageOf(event.error, AUTH_MESSAGES.verifyResendFailed),
              }),
            },
          },
        },
      },
    },
  },
});

/** What the verify-email machine needs from the app. */
export interface VerifyEmailDeps {
  verifyEmail: (request: { email: string; code: string }) => Promise<VerifyOutcome>;
  resendCode: (request: { email: string }) => Promise<unknown>;
  markEmailVerified: () => void;
  goToDashboard: () => void;
}

/** The verify-email machine with its actors and actions provided (used by the route and the flow stories). */
export function provideVerifyEmail(deps: VerifyEmailDeps) {
  return verifyEmailMachine.provide({
    actors: {
      verifyEmail: fromPromise<VerifyOutcome | undefined, { email: string; code: string }>(({ input }) =>
        deps.verifyEmail(input),
      ),
      resendCode: fromPromise(async ({ input }: { input: { email: string } }) => {
        await deps.resendCode(input);
      }),
    },
    actions: {
      markEmailVerified: () => deps.markEmailVerified(),
      goToDashboard: () => deps.goToDashboard(),
    },
  });
}

/**
 * Forgot password screen (/forgot-password).
 *
 * States
 *   form             the email form; the email rule's message shows under the field
 *   sending          invokes `sendResetEmail` (id sendResetEmail)
 *   failed           the form with `error` ('Failed to send password reset email. Please try again.' or
 *                    the unexpected-error text); typing clears it -> form
 *   sent             'Check your email' with the message 'If this email exists in our system, ...'
 *     sent.ready       resend button; after a resend, `notice` (success) or `error` (failure) shows here
 *     sent.resending   invokes `sendResetEmail` again (id resendResetEmail)
 *
 * Events
 *   field.change { field: 'email', value }   clears the field error
 *   form.submit
 *   email.resend                             (on the sent screen)
 *
 * Actors: sendResetEmail({ email, resend }) -> resolves on success; rejects with an Error carrying the
 * catalogue message. Actions: none beyond assignments.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errors';
import { notProvided, validate } from './formErrors';
import { AUTH_MESSAGES } from './messages';
import { forgotPasswordFormSchema } from './rules';

export interface ForgotPasswordContext {
  email: string;
  /** message under the email field */
  fieldError: string | null;
  /** failure of the request or of a resend */
  error: string | null;
  /** success text after a resend */
  notice: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; field: 'email'; value: string }
  | { type: 'form.submit' }
  | { type: 'email.resend' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { email?: string } | undefined,
  },
  actors: {
    sendResetEmail: fromPromise<void, { email: string; resend: boolean }>(async () => notProvided('sendResetEmail')),
  },
  actions: {
    setEmail: assign(({ event }) => (event.type === 'field.change' ? { email: event.value, fieldError: null } : {})),
    showFieldError: assign(({ context }) => ({
      fieldError: validate<'email'>(forgotPasswordFormSchema(), { email: context.email })?.email ?? null,
    })),
  },
  guards: {
    isValid: ({ context }) => validate(forgotPasswordFormSchema(), { email: context.email }) === null,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input?.email ?? '', fieldError: null, error: null, notice: null }),
  initial: 'form',
  states: {
    form: {
      on: {
        'field.change': { actions: 'setEmail' },
        'form.submit': [{ guard: 'isValid', target: 'sending' }, { actions: 'showFieldError' }],
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'sendResetEmail',
        src: 'sendResetEmail',
        input: ({ context }) => ({ email: context.email.trim(), resend: false }),
        onDone: { target: 'sent' },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.forgotFailed) }),
        },
      },
    },
    failed: {
      on: {
        'field.change': { target: 'form', actions: ['setEmail', assign({ error: null })] },
        'form.submit': [{ guard: 'isValid', target: 'sending' }, { actions: 'showFieldError' }],
      },
    },
    sent: {
      initial: 'ready',
      states: {
        ready: {
          on: { 'email.resend': { target: 'resending' } },
        },
        resending: {
          entry: assign({ error: null, notice: null }),
          invoke: {
            id: 'resendResetEmail',
            src: 'sendResetEmail',
            input: ({ context }) => ({ email: context.email.trim(), resend: true }),
            onDone: { target: 'ready', actions: assign({ notice: AUTH_MESSAGES.forgotSent }) },
            onError: {
              target: 'ready',
              actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.forgotResendFailed) }),
            },
          },
        },
      },
    },
  },
});

/** What the forgot-password machine needs from the app. */
export interface ForgotPasswordDeps {
  sendResetEmail: (request: { email: string; resend: boolean }) => Promise<unknown>;
}

/** The forgot-password machine with its actor provided (used by the route and the flow stories). */
export function provideForgotPassword(deps: ForgotPasswordDeps) {
  return forgotPasswordMachine.provide({
    actors: {
      sendResetEmail: fromPromise(async ({ input }: { input: { email: string; resend: boolean } }) => {
        await deps.sendResetEmail(input);
      }),
    },
  });
}

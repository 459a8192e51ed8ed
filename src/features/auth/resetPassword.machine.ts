/**
 * Reset password screen (/reset-password?token=...).
 *
 * States
 *   form          new password + confirmation; password rule messages joined with commas under the field,
 *                 'Passwords do not match' under the confirmation. Without a token it moves at once to:
 *   missingToken  'Invalid or missing reset token. Please request a new password reset.'; submit disabled
 *   submitting    invokes `resetPassword` (id resetPassword)
 *   failed        the form with `error`; typing clears it -> form
 *   success       the success screen; after 3 s runs `goToLogin` (the app passes the state message
 *                 'Password reset successfully. Please sign in with your new password.')
 *
 * Events
 *   field.change { field: 'newPassword' | 'confirmPassword', value }   clears that field's error
 *   form.submit
 *
 * Input: { token } from the query string. Actors: resetPassword({ token, newPassword }).
 * Actions: goToLogin.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errors';
import { type FieldErrors, notProvided, validate, withoutField } from './formErrors';
import { AUTH_MESSAGES } from './messages';
import { resetPasswordFormSchema } from './rules';

export type ResetPasswordField = 'newPassword' | 'confirmPassword';

export interface ResetPasswordContext {
  token: string;
  values: { newPassword: string; confirmPassword: string };
  fieldErrors: FieldErrors<ResetPasswordField>;
  error: string | null;
}

export type ResetPasswordEvent =
  | { type: 'field.change'; field: ResetPasswordField; value: string }
  | { type: 'form.submit' };

/** Delay before going to /login after success. */
export const RESET_REDIRECT_MS = 3000;

const formOf = (context: ResetPasswordContext) => ({ token: context.token, ...context.values });

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token?: string | null } | undefined,
  },
  actors: {
    resetPassword: fromPromise<void, { token: string; newPassword: string }>(async () => notProvided('resetPassword')),
  },
  actions: {
    goToLogin: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        fieldErrors: withoutField(context.fieldErrors, event.field),
      };
    }),
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: validate<ResetPasswordField | 'token'>(resetPasswordFormSchema(), formOf(context)) ?? {},
    })),
  },
  guards: {
    lacksToken: ({ context }) => context.token.trim() === '',
    isValid: ({ context }) => validate(resetPasswordFormSchema(), formOf(context)) === null,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input?.token?.trim() ?? '',
    values: { newPassword: '', confirmPassword: '' },
    fieldErrors: {},
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      always: { guard: 'lacksToken', target: 'missingToken' },
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    missingToken: {
      entry: assign({ error: AUTH_MESSAGES.resetMissingToken }),
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, newPassword: context.values.newPassword }),
        onDone: { target: 'success' },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.resetFailed) }),
        },
      },
    },
    failed: {
      on: {
        'field.change': { target: 'form', actions: ['setField', assign({ error: null })] },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    success: {
      after: { [RESET_REDIRECT_MS]: { actions: 'goToLogin' } },
    },
  },
});

/** What the reset-password machine needs from the app. */
export interface ResetPasswordDeps {
  resetPassword: (request: { token: string; newPassword: string }) => Promise<unknown>;
  goToLogin: () => void;
}

/** The reset-password machine with its actor and action provided (used by the route and the flow stories). */
export function provideResetPassword(deps: ResetPasswordDeps) {
  return resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(async ({ input }: { input: { token: string; newPassword: string } }) => {
        await deps.resetPassword(input);
      }),
    },
    actions: { goToLogin: () => deps.goToLogin() },
  });
}

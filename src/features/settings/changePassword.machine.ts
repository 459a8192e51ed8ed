/**
 * The change-password form, on /profile (variant 'profile') and in the settings Security section
 * (variant 'settings'): the same rules, worded and timed as the spec gives for each place.
 *
 * States
 *   editing      the three fields; `error` shows the first broken rule after a refused submit
 *   submitting   invokes `changePassword` (id changePassword)
 *   succeeded    the fields are cleared and the success message shows; after 3 s (profile) or 5 s
 *                (settings) -> editing; typing -> editing
 *   failed       the server's refusal or the failure text ('Failed to update password' /
 *                'Failed to change password'); typing -> editing
 *
 * Events
 *   field.change { field: 'currentPassword' | 'newPassword' | 'confirmPassword', value }
 *   form.submit
 *
 * Actors: changePassword({ currentPassword, newPassword }) -> resolves on success; rejects with an
 * Error carrying the message.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import {
  EMPTY_PASSWORD_FIELDS,
  FLASH_MS,
  PASSWORD_VARIANTS,
  type PasswordFields,
  type PasswordVariant,
  PROFILE_FLASH_MS,
  passwordChangeError,
} from './rules';

export type PasswordField = keyof PasswordFields;

export interface ChangePasswordContext {
  variant: PasswordVariant;
  fields: PasswordFields;
  error: string | null;
  message: string | null;
}

export type ChangePasswordEvent =
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'form.submit' };

export const CHANGE_PASSWORD_FAILED: Record<PasswordVariant, string> = {
  profile: 'Failed to update password',
  settings: 'Failed to change password',
};

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { variant: PasswordVariant },
  },
  actors: {
    changePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(async () =>
      notProvided('changePassword'),
    ),
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { fields: { ...context.fields, [event.field]: event.value }, error: null, message: null }
        : {},
    ),
    showRule: assign(({ context }) => ({ error: passwordChangeError(context.fields, context.variant), message: null })),
  },
  guards: {
    isValid: ({ context }) => passwordChangeError(context.fields, context.variant) === null,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ variant: input.variant, fields: EMPTY_PASSWORD_FIELDS, error: null, message: null }),
  initial: 'editing',
  on: {
    'field.change': { target: '.editing', actions: 'setField' },
    'form.submit': [
      { guard: 'isValid', target: '.submitting' },
      { target: '.editing', actions: 'showRule' },
    ],
  },
  states: {
    editing: {},
    submitting: {
      entry: assign({ error: null, message: null }),
      on: { 'field.change': {}, 'form.submit': {} },
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          currentPassword: context.fields.currentPassword,
          newPassword: context.fields.newPassword,
        }),
        onDone: {
          target: 'succeeded',
          actions: assign(({ context }) => ({
            fields: EMPTY_PASSWORD_FIELDS,
            message: PASSWORD_VARIANTS[context.variant].success,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            error:
              event.error instanceof Error && event.error.message
                ? event.error.message
                : CHANGE_PASSWORD_FAILED[context.variant],
          })),
        },
      },
    },
    succeeded: {
      after: {
        [PROFILE_FLASH_MS]: {
          guard: ({ context }) => PASSWORD_VARIANTS[context.variant].flashMs === PROFILE_FLASH_MS,
          target: 'editing',
          actions: assign({ message: null }),
        },
        [FLASH_MS]: { target: 'editing', actions: assign({ message: null }) },
      },
    },
    failed: {},
  },
});

export interface ChangePasswordDeps {
  changePassword: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
}

export function provideChangePassword(deps: ChangePasswordDeps) {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }: { input: { currentPassword: string; newPassword: string } }) => {
        await deps.changePassword(input);
      }),
    },
  });
}

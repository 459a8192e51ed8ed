/**
 * Delete account on /profile, behind a confirmation that asks for the password.
 *
 * States
 *   closed       the Delete account button
 *   confirming   the dialog: password field, Delete (confirm) and Cancel; `error` after a refusal
 *   deleting     invokes `deleteAccount` (id deleteAccount) with the password
 *   deleted      final: `accountDeleted` runs (the app ends the session and goes home)
 *
 * Events
 *   delete.open; delete.cancel; field.change { value } (the password); delete.confirm
 *
 * Actors: deleteAccount(password) -> resolves when deleted; rejects with the text to show.
 * Actions: accountDeleted.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { PROFILE_MESSAGES } from './messages';

export interface DeleteAccountContext {
  password: string;
  error: string | null;
}

export type DeleteAccountEvent =
  | { type: 'delete.open' }
  | { type: 'delete.cancel' }
  | { type: 'field.change'; value: string }
  | { type: 'delete.confirm' };

export const deleteAccountMachine = setup({
  types: { context: {} as DeleteAccountContext, events: {} as DeleteAccountEvent },
  actors: {
    deleteAccount: fromPromise<void, string>(async () => notProvided('deleteAccount')),
  },
  actions: {
    accountDeleted: () => notProvided('accountDeleted'),
  },
}).createMachine({
  id: 'deleteAccount',
  context: { password: '', error: null },
  initial: 'closed',
  states: {
    closed: { on: { 'delete.open': { target: 'confirming', actions: assign({ password: '', error: null }) } } },
    confirming: {
      on: {
        'delete.cancel': { target: 'closed', actions: assign({ password: '', error: null }) },
        'field.change': { actions: assign({ password: ({ event }) => event.value, error: null }) },
        'delete.confirm': [
          { guard: ({ context }) => context.password.length > 0, target: 'deleting' },
          { actions: assign({ error: PROFILE_MESSAGES.passwordRequired }) },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => context.password,
        onDone: { target: 'deleted' },
        onError: {
          target: 'confirming',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message ? event.error.message : PROFILE_MESSAGES.deleteFailed,
            password: '',
          }),
        },
      },
    },
    deleted: { type: 'final', entry: 'accountDeleted' },
  },
});

export interface DeleteAccountDeps {
  deleteAccount: (password: string) => Promise<unknown>;
  accountDeleted: () => void;
}

export function provideDeleteAccount(deps: DeleteAccountDeps) {
  return deleteAccountMachine.provide({
    actors: {
      deleteAccount: fromPromise(async ({ input }: { input: string }) => {
        await deps.deleteAccount(input);
      }),
    },
    actions: { accountDeleted: () => deps.accountDeleted() },
  });
}

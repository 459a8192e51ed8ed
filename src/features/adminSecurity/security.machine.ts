/**
 * The console's Security section: failed sign-ins, locked accounts with Unlock, active
 * sessions with Revoke, each action behind a confirmation that asks for a reason.
 *
 * States
 *   loading      first load: invokes `loadSecurity` (id loadSecurity)
 *   failed       the first load failed: 'Failed to load dashboard data' with Refresh
 *   ready        the three lists (with a notice after an action, or the error of a failed refresh above
 *                the last lists)
 *   refreshing   Refresh pressed, or after an action: invokes `loadSecurity` again; the lists stay
 *   confirming   the confirmation dialog for one unlock or revoke, asking for a reason
 *   acting       the confirmed action runs: invokes `runAction` (id runAction); a refusal ('This session
 *                has already ended') goes back to the dialog with the server's words
 *
 * Events
 *   security.refresh                    the Refresh button
 *   unlock.request { target }           Unlock on a locked account
 *   revoke.request { target }           Revoke on a session
 *   confirm.submit { reason }           the dialog's confirm button (a reason of 3 to 500 characters)
 *   confirm.cancel                      the dialog's Cancel or Escape
 *
 * Actors: loadSecurity -> SecurityResponse; runAction({ kind, id, reason }) -> { message }.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { SecurityResponse } from './contract';
import { SECURITY_MESSAGES } from './messages';
import { reasonError } from './rules';

export type SecurityActionKind = 'unlock' | 'revoke';

/** What the dialog is about: an account or a session, named for the question. */
export interface ActionTarget {
  id: string;
  /** who it concerns, e.g. 'demo@example.com' */
  label: string;
}

export interface PendingAction extends ActionTarget {
  kind: SecurityActionKind;
  reason: string;
}

export interface SecurityContext {
  data: SecurityResponse | null;
  /** the last load's failure */
  error: string | null;
  pending: PendingAction | null;
  /** why the confirmed action was refused (shown in the dialog) */
  actionError: string | null;
  /** the last action's outcome ('Session revoked. ...') */
  notice: string | null;
}

export type SecurityEvent =
  | { type: 'security.refresh' }
  | { type: 'unlock.request'; target: ActionTarget }
  | { type: 'revoke.request'; target: ActionTarget }
  | { type: 'confirm.submit'; reason: string }
  | { type: 'confirm.cancel' };

export interface ActionInput {
  kind: SecurityActionKind;
  id: string;
  reason: string;
}

/** The failure's words (the client's are the server's refusal or 'Failed to load dashboard data'). */
const errorText = (error: unknown): string =>
  error instanceof Error && error.message.trim() ? error.message : SECURITY_MESSAGES.loadFailed;

export const securityMachine = setup({
  types: {
    context: {} as SecurityContext,
    events: {} as SecurityEvent,
  },
  actors: {
    loadSecurity: fromPromise<SecurityResponse, void>(async () => notProvided('loadSecurity')),
    runAction: fromPromise<{ message: string }, ActionInput>(async () => notProvided('runAction')),
  },
  guards: {
    reasonValid: ({ event }) => event.type === 'confirm.submit' && reasonError(event.reason) === null,
  },
}).createMachine({
  id: 'security',
  context: { data: null, error: null, pending: null, actionError: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'security.refresh': 'loading' } },
    ready: {
      on: {
        'security.refresh': { target: 'refreshing', actions: assign({ notice: null }) },
        'unlock.request': {
          target: 'confirming',
          actions: assign({
            pending: ({ event }) => ({ kind: 'unlock' as const, ...event.target, reason: '' }),
            actionError: null,
            notice: null,
          }),
        },
        'revoke.request': {
          target: 'confirming',
          actions: assign({
            pending: ({ event }) => ({ kind: 'revoke' as const, ...event.target, reason: '' }),
            actionError: null,
            notice: null,
          }),
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: {
      on: {
        'confirm.submit': [
          {
            guard: 'reasonValid',
            target: 'acting',
            actions: assign({
              pending: ({ context, event }) =>
                context.pending ? { ...context.pending, reason: event.reason.trim() } : null,
              actionError: null,
            }),
          },
          { actions: assign({ actionError: ({ event }) => reasonError(event.reason) }) },
        ],
        'confirm.cancel': { target: 'ready', actions: assign({ pending: null, actionError: null }) },
      },
    },
    acting: {
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({
          kind: context.pending?.kind ?? 'revoke',
          id: context.pending?.id ?? '',
          reason: context.pending?.reason ?? '',
        }),
        onDone: {
          target: 'refreshing',
          actions: assign({ notice: ({ event }) => event.output.message, pending: null, actionError: null }),
        },
        onError: {
          target: 'confirming',
          actions: assign({ actionError: ({ event }) => errorText(event.error) }),
        },
      },
    },
  },
});

export interface SecurityDeps {
  loadSecurity: () => Promise<SecurityResponse>;
  unlockAccount: (id: string, reason: string) => Promise<{ message: string }>;
  revokeSession: (id: string, reason: string) => Promise<{ message: string }>;
}

export function provideSecurity(deps: SecurityDeps) {
  return securityMachine.provide({
    actors: {
      loadSecurity: fromPromise(() => deps.loadSecurity()),
      runAction: fromPromise<{ message: string }, ActionInput>(({ input }) =>
        input.kind === 'unlock'
          ? deps.unlockAccount(input.id, input.reason)
          : deps.revokeSession(input.id, input.reason),
      ),
    },
  });
}

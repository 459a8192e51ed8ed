/**
 * The admin panel's Outbox tab (outside production): the mail and SMS the server kept instead of sending
 * them, newest first, filtered by recipient (an email address finds mail, a Ghana mobile number SMS).
 *
 * States
 *   loading       invokes `loadOutbox` (id loadOutbox) with the current filter (on opening, Refresh)
 *   filtering     invokes `loadOutbox` (id loadOutbox) with a new filter; the last lists stay on screen
 *   loaded        at least one mail or SMS
 *   empty         nothing (for this filter)
 *   error         'Failed to load the outbox' (or the server's words), Try again
 *   unavailable   the server has no outbox (production answers 404: mail goes by SMTP); nothing to do
 *
 * Events
 *   outbox.retry            from error: the same filter again
 *   outbox.refresh          from loaded, empty
 *   filter.submit {text}    from loaded, empty, error: an email address or a Ghana mobile number (or
 *                           nothing: everything); anything else stays put with the field's error
 *   filter.clear            from loaded, empty, error: everything again
 *
 * Actors: loadOutbox(filter) -> OutboxContents ({available: false} when there is no outbox).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { messageOf } from './adminOverview.machine';
import type { OutboxContents, OutboxMail, OutboxSms } from './contract';
import { ADMIN_MESSAGES as m } from './messages';
import { ALL_RECIPIENTS, type RecipientFilter, recipientFilterOf } from './outbox';

export interface AdminOutboxContext {
  mail: OutboxMail[];
  sms: OutboxSms[];
  /** the filter the lists answer (or, while filtering, are being loaded for) */
  filter: RecipientFilter;
  /** the lists have been loaded once (so there is something to keep on screen while filtering) */
  hasLists: boolean;
  error: string;
  /** why the typed recipient is not one */
  fieldError: string | null;
}

export type AdminOutboxEvent =
  | { type: 'outbox.retry' }
  | { type: 'outbox.refresh' }
  | { type: 'filter.submit'; text: string }
  | { type: 'filter.clear' };

/** What loaded, empty and error do with a filter: an email address or a phone number loads, anything else is refused. */
const filterEvents = {
  'filter.submit': [
    { guard: 'isRecipient', target: '#adminOutbox.filtering', actions: 'applyFilter' },
    { actions: 'refuseFilter' },
  ],
  'filter.clear': { target: '#adminOutbox.filtering', actions: 'clearFilter' },
} as const;

/** loading and filtering: the same load, its answer decides the state. */
const loadOutbox = {
  invoke: {
    id: 'loadOutbox',
    src: 'loadOutbox',
    input: ({ context }: { context: AdminOutboxContext }) => context.filter,
    onDone: [
      { guard: 'isUnavailable', target: 'unavailable' },
      { guard: 'isEmpty', target: 'empty', actions: 'keepLists' },
      { target: 'loaded', actions: 'keepLists' },
    ],
    onError: { target: 'error', actions: 'keepError' },
  },
} as const;

export const adminOutboxMachine = setup({
  types: { context: {} as AdminOutboxContext, events: {} as AdminOutboxEvent },
  actors: {
    loadOutbox: fromPromise<OutboxContents, RecipientFilter>(async () => notProvided('loadOutbox')),
  },
  guards: {
    isRecipient: ({ event }) => event.type === 'filter.submit' && recipientFilterOf(event.text) !== null,
    isUnavailable: ({ event }) => (event as unknown as { output: OutboxContents }).output.available === false,
    isEmpty: ({ event }) => {
      const output = (event as unknown as { output: OutboxContents }).output;
      return output.available && output.mail.length === 0 && output.sms.length === 0;
    },
  },
  actions: {
    keepLists: assign(({ event }) => {
      const output = (event as unknown as { output: OutboxContents }).output;
      return output.available ? { mail: output.mail, sms: output.sms, hasLists: true, error: '' } : {};
    }),
    keepError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error, m.outboxFailed) }),
    applyFilter: assign({
      filter: ({ event }) => (event.type === 'filter.submit' && recipientFilterOf(event.text)) || ALL_RECIPIENTS,
      fieldError: null,
    }),
    refuseFilter: assign({ fieldError: m.outboxFilterInvalid }),
    clearFilter: assign({ filter: ALL_RECIPIENTS, fieldError: null }),
  },
}).createMachine({
  id: 'adminOutbox',
  context: { mail: [], sms: [], filter: ALL_RECIPIENTS, hasLists: false, error: '', fieldError: null },
  initial: 'loading',
  states: {
    loading: loadOutbox,
    filtering: loadOutbox,
    loaded: { on: { 'outbox.refresh': { target: 'loading' }, ...filterEvents } },
    empty: { on: { 'outbox.refresh': { target: 'loading' }, ...filterEvents } },
    error: { on: { 'outbox.retry': { target: 'loading' }, ...filterEvents } },
    unavailable: {},
  },
});

/** What the outbox machine asks of its caller: the kept mail and SMS for a recipient filter. */
export interface AdminOutboxDeps {
  loadOutbox: (filter: RecipientFilter) => Promise<OutboxContents>;
}

export function provideAdminOutbox(deps: AdminOutboxDeps) {
  return adminOutboxMachine.provide({
    actors: { loadOutbox: fromPromise(({ input }: { input: RecipientFilter }) => deps.loadOutbox(input)) },
  });
}

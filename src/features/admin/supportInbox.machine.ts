/**
 * The Support tab's inbox: the contact messages, filtered by status, searched and paged, and which one
 * is open beside the list.
 *
 * States
 *   loading   invokes `loadTickets` (id loadTickets) with the current query; a new query restarts it
 *   loaded    the page of messages is shown
 *   error     'Failed to load the support inbox' (or the server's words), Try again
 *
 * Events (in every state)
 *   inbox.filter {status}   first page of that status
 *   inbox.search {text}     first page of the messages matching the text
 *   inbox.page {page}       that page
 *   inbox.refresh / inbox.retry   load the same query again
 *   inbox.open {id} / inbox.close  the message shown beside the list (no loading)
 *
 * Actors: loadTickets(query) -> TicketList.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { messageOf } from './adminOverview.machine';
import type { TicketFilter, TicketList } from './contract';
import { ADMIN_MESSAGES as m } from './messages';

export interface InboxQuery {
  status: TicketFilter;
  search: string;
  page: number;
}

export interface SupportInboxContext {
  query: InboxQuery;
  list: TicketList | null;
  error: string;
  selectedId: number | null;
}

export type SupportInboxEvent =
  | { type: 'inbox.filter'; status: TicketFilter }
  | { type: 'inbox.search'; text: string }
  | { type: 'inbox.page'; page: number }
  | { type: 'inbox.refresh' }
  | { type: 'inbox.retry' }
  | { type: 'inbox.open'; id: number }
  | { type: 'inbox.close' };

export const INITIAL_INBOX_QUERY: InboxQuery = { status: 'open', search: '', page: 1 };

export const supportInboxMachine = setup({
  types: {
    context: {} as SupportInboxContext,
    events: {} as SupportInboxEvent,
  },
  actors: { loadTickets: fromPromise<TicketList, InboxQuery>(async () => notProvided('loadTickets')) },
}).createMachine({
  id: 'supportInbox',
  context: { query: INITIAL_INBOX_QUERY, list: null, error: '', selectedId: null },
  initial: 'loading',
  on: {
    'inbox.filter': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, status: event.status, page: 1 }) }),
    },
    'inbox.search': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, search: event.text.trim(), page: 1 }) }),
    },
    'inbox.page': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, page: Math.max(1, event.page) }) }),
    },
    'inbox.refresh': { target: '.loading', reenter: true },
    'inbox.open': { actions: assign({ selectedId: ({ event }) => event.id }) },
    'inbox.close': { actions: assign({ selectedId: null }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTickets',
        src: 'loadTickets',
        input: ({ context }) => context.query,
        onDone: { target: 'loaded', actions: assign({ list: ({ event }) => event.output, error: '' }) },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => messageOf(event.error, m.inboxFailed) }),
        },
      },
    },
    loaded: {},
    error: { on: { 'inbox.retry': { target: 'loading' } } },
  },
});

/** What the inbox machine asks of its caller: a page of messages for a query. */
export interface SupportInboxDeps {
  loadTickets: (query: InboxQuery) => Promise<TicketList>;
}

export function provideSupportInbox(deps: SupportInboxDeps) {
  return supportInboxMachine.provide({
    actors: { loadTickets: fromPromise(({ input }: { input: InboxQuery }) => deps.loadTickets(input)) },
  });
}

/**
 * One support ticket (a contact message) in the Support tab: its text, status and assignee changes and
 * the reply form.
 *
 * States
 *   loading          invokes `loadTicket` (id loadTicket, input the ticket id)
 *   error            'Failed to load the message' (or the server's words), Try again
 *   shown
 *     shown.idle       status, assignee and reply can be changed
 *     shown.updating   invokes `updateTicket` (id updateTicket) with {status} or {assigneeId}
 *     shown.replying   invokes `sendReply` (id sendReply) with the draft
 *
 * Events
 *   ticket.retry                  from error
 *   ticket.setStatus {status}     from shown.idle
 *   ticket.assign {assigneeId}    from shown.idle (null: unassigned)
 *   reply.change {text}           the draft (clears its error)
 *   reply.submit                  from shown.idle: an empty or too long draft shows the field's error,
 *                                 else sends it
 *
 * Success and failure of a change or reply are a notice (announced). After a change or a reply the
 * `ticketChanged` action tells the inbox (its list shows status and assignee).
 *
 * Actors: loadTicket(id) -> Ticket; updateTicket({id, change}) -> Ticket; sendReply({id, message}) -> Ticket.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { Notice } from './adminNetwork.machine';
import { messageOf } from './adminOverview.machine';
import { REPLY_MAX_LENGTH, type Ticket, type TicketStatus } from './contract';
import { ADMIN_MESSAGES as m } from './messages';

export type TicketChange = { status: TicketStatus } | { assigneeId: string | null };

export interface SupportTicketContext {
  id: number;
  ticket: Ticket | null;
  error: string;
  draft: string;
  replyError: string;
  notice: Notice | null;
  change: TicketChange | null;
}

export type SupportTicketEvent =
  | { type: 'ticket.retry' }
  | { type: 'ticket.setStatus'; status: TicketStatus }
  | { type: 'ticket.assign'; assigneeId: string | null }
  | { type: 'reply.change'; text: string }
  | { type: 'reply.submit' };

/** The reply field's error for a draft, or '' (the server checks the same). */
export function replyError(draft: string): string {
  const text = draft.trim();
  if (!text) return m.replyRequired;
  if (text.length > REPLY_MAX_LENGTH) return m.replyTooLong;
  return '';
}

export const supportTicketMachine = setup({
  types: {
    context: {} as SupportTicketContext,
    events: {} as SupportTicketEvent,
    input: {} as { id: number },
  },
  actors: {
    loadTicket: fromPromise<Ticket, number>(async () => notProvided('loadTicket')),
    updateTicket: fromPromise<Ticket, { id: number; change: TicketChange }>(async () => notProvided('updateTicket')),
    sendReply: fromPromise<Ticket, { id: number; message: string }>(async () => notProvided('sendReply')),
  },
  actions: { ticketChanged: (_, _ticket: Ticket) => {} },
  guards: { draftInvalid: ({ context }) => replyError(context.draft) !== '' },
}).createMachine({
  id: 'supportTicket',
  context: ({ input }) => ({
    id: input.id,
    ticket: null,
    error: '',
    draft: '',
    replyError: '',
    notice: null,
    change: null,
  }),
  initial: 'loading',
  on: { 'reply.change': { actions: assign({ draft: ({ event }) => event.text, replyError: '' }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => context.id,
        onDone: { target: 'shown', actions: assign({ ticket: ({ event }) => event.output, error: '' }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => messageOf(event.error, m.ticketFailed) }) },
      },
    },
    error: { on: { 'ticket.retry': { target: 'loading' } } },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ticket.setStatus': {
              target: 'updating',
              actions: assign({ change: ({ event }) => ({ status: event.status }), notice: null }),
            },
            'ticket.assign': {
              target: 'updating',
              actions: assign({ change: ({ event }) => ({ assigneeId: event.assigneeId }), notice: null }),
            },
            'reply.submit': [
              {
                guard: 'draftInvalid',
                actions: assign({ replyError: ({ context }) => replyError(context.draft), notice: null }),
              },
              { target: 'replying', actions: assign({ notice: null, replyError: '' }) },
            ],
          },
        },
        updating: {
          invoke: {
            id: 'updateTicket',
            src: 'updateTicket',
            input: ({ context }) => ({ id: context.id, change: context.change as TicketChange }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  ticket: ({ event }) => event.output,
                  notice: { tone: 'success', text: m.ticketUpdated },
                  change: null,
                }),
                { type: 'ticketChanged', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => ({ tone: 'error', text: messageOf(event.error, m.ticketUpdateFailed) }),
                change: null,
              }),
            },
          },
        },
        replying: {
          invoke: {
            id: 'sendReply',
            src: 'sendReply',
            input: ({ context }) => ({ id: context.id, message: context.draft.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  ticket: ({ event }) => event.output,
                  draft: '',
                  notice: { tone: 'success', text: m.replySent },
                }),
                { type: 'ticketChanged', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => ({ tone: 'error', text: messageOf(event.error, m.replyFailed) }),
              }),
            },
          },
        },
      },
    },
  },
});

export interface SupportTicketDeps {
  loadTicket: (id: number) => Promise<Ticket>;
  updateTicket: (id: number, change: TicketChange) => Promise<Ticket>;
  sendReply: (id: number, message: string) => Promise<Ticket>;
  ticketChanged: (ticket: Ticket) => void;
}

export function provideSupportTicket(deps: SupportTicketDeps) {
  return supportTicketMachine.provide({
    actors: {
      loadTicket: fromPromise(({ input }: { input: number }) => deps.loadTicket(input)),
      updateTicket: fromPromise(({ input }: { input: { id: number; change: TicketChange } }) =>
        deps.updateTicket(input.id, input.change),
      ),
      sendReply: fromPromise(({ input }: { input: { id: number; message: string } }) =>
        deps.sendReply(input.id, input.message),
      ),
    },
    actions: { ticketChanged: (_, ticket) => deps.ticketChanged(ticket) },
  });
}

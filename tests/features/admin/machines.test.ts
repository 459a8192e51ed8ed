/**
 * The admin panel's machines: model-based paths (every state reached; the live actor agrees with the
 * model on every path) and the behaviour a screen relies on, through the view functions.
 * Longer than 300 lines: model-based paths and behaviour checks for the admin panel's five machines, which
 * share one set of fakes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import {
  adminNetworkMachine,
  provideAdminNetwork,
  withRequest,
} from '../../../src/features/admin/adminNetwork.machine';
import { toAdminNetworkView } from '../../../src/features/admin/adminNetwork.view';
import { adminOutboxMachine, provideAdminOutbox } from '../../../src/features/admin/adminOutbox.machine';
import { toAdminOutboxView } from '../../../src/features/admin/adminOutbox.view';
import { adminOverviewMachine, provideAdminOverview } from '../../../src/features/admin/adminOverview.machine';
import { toAdminOverviewView } from '../../../src/features/admin/adminOverview.view';
import { ADMIN_MESSAGES as m } from '../../../src/features/admin/messages';
import { provideSupportInbox, supportInboxMachine } from '../../../src/features/admin/supportInbox.machine';
import { toSupportInboxView } from '../../../src/features/admin/supportInbox.view';
import {
  provideSupportTicket,
  replyError,
  supportTicketMachine,
} from '../../../src/features/admin/supportTicket.machine';
import { toSupportTicketView } from '../../../src/features/admin/supportTicket.view';
import { outboxMail, outboxSms, overview, stats, ticket, ticketList } from '../../../stories/features/admin/adminKit';
import { flush, modelPaths, reachability } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function modelSuite(
  name: string,
  machine: AnyStateMachine,
  events: unknown[],
  _actorNames: string[],
  _actionNames: string[] = [],
  input?: unknown,
  /** states that wait for the user by design (named, so a new one fails) */
  deadEnds: string[] = [],
) {
  describe(`${name}: model`, () => {
    const paths = modelPaths(machine, events as never, input);
    it('reaches every state, and no state is a dead end', () => {
      expect(reachability(machine, [paths], events as never)).toEqual({ unreached: [], deadEnds });
    });
  });
}

const fail = (message: string) => new Error(message);

modelSuite(
  'adminOverview',
  adminOverviewMachine,
  [
    { type: 'xstate.done.actor.loadOverview', output: overview },
    { type: 'xstate.error.actor.loadOverview', error: fail('') },
    { type: 'overview.refresh' },
    { type: 'overview.retry' },
  ],
  ['loadOverview'],
);

modelSuite(
  'adminNetwork',
  adminNetworkMachine,
  [
    { type: 'xstate.done.actor.loadStats', output: stats },
    { type: 'xstate.error.actor.loadStats', error: fail('Failed to load network data') },
    { type: 'network.retry' },
    { type: 'network.refresh' },
    { type: 'request.setStatus', id: 'req-1', status: 'closed' },
    { type: 'xstate.done.actor.updateRequest', output: { ...stats.followUp[0], status: 'closed' } },
    { type: 'xstate.error.actor.updateRequest', error: fail('Coverage request not found') },
  ],
  ['loadStats', 'updateRequest'],
);

const outbox = { available: true, mail: outboxMail, sms: outboxSms } as const;
const emptyOutbox = { available: true, mail: [], sms: [] } as const;

modelSuite(
  'adminOutbox',
  adminOutboxMachine,
  [
    { type: 'xstate.done.actor.loadOutbox', output: outbox },
    { type: 'xstate.done.actor.loadOutbox', output: emptyOutbox },
    { type: 'xstate.done.actor.loadOutbox', output: { available: false } },
    { type: 'xstate.error.actor.loadOutbox', error: fail('Failed to load the outbox') },
    { type: 'outbox.retry' },
    { type: 'outbox.refresh' },
    { type: 'filter.submit', text: ' Kofi.Owusu@example.com ' },
    { type: 'filter.submit', text: 'kofi' },
    { type: 'filter.clear' },
  ],
  ['loadOutbox'],
  [],
  undefined,
  // no outbox (production): the page only says so
  ['unavailable'],
);

modelSuite(
  'supportInbox',
  supportInboxMachine,
  [
    { type: 'xstate.done.actor.loadTickets', output: ticketList },
    { type: 'xstate.error.actor.loadTickets', error: fail('') },
    { type: 'inbox.filter', status: 'answered' },
    { type: 'inbox.retry' },
    { type: 'inbox.open', id: 7 },
  ],
  ['loadTickets'],
);

modelSuite(
  'supportTicket',
  supportTicketMachine,
  [
    { type: 'xstate.done.actor.loadTicket', output: ticket },
    { type: 'xstate.error.actor.loadTicket', error: fail('Support ticket not found') },
    { type: 'ticket.retry' },
    { type: 'ticket.setStatus', status: 'in_progress' },
    { type: 'xstate.done.actor.updateTicket', output: { ...ticket, status: 'in_progress' } },
    { type: 'xstate.error.actor.updateTicket', error: fail('') },
    { type: 'reply.change', text: 'We can install on Monday.' },
    { type: 'reply.submit' },
    { type: 'xstate.done.actor.sendReply', output: { ...ticket, status: 'answered' } },
    { type: 'xstate.error.actor.sendReply', error: fail('This message was already answered by Efua Owusu.') },
  ],
  ['loadTicket', 'updateTicket', 'sendReply'],
  ['ticketChanged'],
  { id: 7 },
);

describe('adminOverview: behaviour', () => {
  it('loads, refreshes (keeping the figures on screen) and shows the spec error with Try again', async () => {
    const loadOverview = vi
      .fn()
      .mockResolvedValueOnce(overview)
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValue({ ...overview, customers: 121 });
    const actor = createActor(provideAdminOverview({ loadOverview })).start();
    expect(toAdminOverviewView(actor.getSnapshot())).toEqual({ kind: 'loading', previous: null });
    await flush();
    expect(toAdminOverviewView(actor.getSnapshot())).toEqual({ kind: 'loaded', overview });
    actor.send({ type: 'overview.refresh' });
    expect(toAdminOverviewView(actor.getSnapshot())).toEqual({ kind: 'loading', previous: overview });
    await flush();
    expect(toAdminOverviewView(actor.getSnapshot())).toEqual({
      kind: 'error',
      message: 'Failed to load dashboard data',
    });
    actor.send({ type: 'overview.retry' });
    await flush();
    expect(toAdminOverviewView(actor.getSnapshot())).toMatchObject({ kind: 'loaded', overview: { customers: 121 } });
  });
});

describe('adminNetwork: behaviour', () => {
  it('a closed request leaves the follow-up list and the open count; a failure is announced, the list stays', async () => {
    const updateRequest = vi
      .fn()
      .mockResolvedValueOnce({ ...stats.followUp[0], status: 'closed' })
      .mockRejectedValueOnce(new Error('Coverage request not found'));
    const actor = createActor(provideAdminNetwork({ loadStats: async () => stats, updateRequest })).start();
    await flush();
    actor.send({ type: 'request.setStatus', id: 'req-1', status: 'closed' });
    expect(toAdminNetworkView(actor.getSnapshot())).toMatchObject({ kind: 'loaded', updatingId: 'req-1' });
    await flush();
    expect(updateRequest).toHaveBeenCalledWith('req-1', 'closed');
    const view = toAdminNetworkView(actor.getSnapshot());
    expect(view).toMatchObject({
      kind: 'loaded',
      updatingId: null,
      notice: { tone: 'success', text: m.requestUpdated },
    });
    if (view.kind !== 'loaded') throw new Error('not loaded');
    expect(view.stats.followUp.map((r) => r.id)).toEqual(['req-2']);
    expect(view.stats.totals.openRequests).toBe(1);
    actor.send({ type: 'request.setStatus', id: 'req-2', status: 'closed' });
    await flush();
    expect(toAdminNetworkView(actor.getSnapshot())).toMatchObject({
      notice: { tone: 'error', text: 'Coverage request not found' },
      stats: { followUp: [{ id: 'req-2' }] },
    });
  });

  it('withRequest updates a request in place when it stays open', () => {
    const next = withRequest(stats, { ...stats.followUp[0], status: 'contacted' } as never);
    expect(next.followUp.map((r) => r.status)).toEqual(['contacted', 'contacted']);
    expect(next.totals.openRequests).toBe(2);
  });
});

describe('adminOutbox: behaviour', () => {
  it('loads everything, filters by email or phone (the lists stay while filtering), and Show all loads everything', async () => {
    const loadOutbox = vi
      .fn()
      .mockResolvedValueOnce(outbox)
      .mockResolvedValueOnce({ available: true, mail: [outboxMail[0]], sms: [] })
      .mockResolvedValueOnce(emptyOutbox)
      .mockResolvedValue(outbox);
    const actor = createActor(provideAdminOutbox({ loadOutbox })).start();
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({ kind: 'loading', previous: null });
    await flush();
    expect(loadOutbox).toHaveBeenLastCalledWith({ kind: 'all' });
    const loaded = toAdminOutboxView(actor.getSnapshot());
    expect(loaded).toMatchObject({ kind: 'loaded', filter: { kind: 'all' }, fieldError: null });
    if (loaded.kind !== 'loaded') throw new Error('not loaded');
    expect(loaded.mail.map((mail) => mail.id)).toEqual([12, 9]);
    expect(loaded.sms.map((sms) => sms.id)).toEqual([4, 3]);

    actor.send({ type: 'filter.submit', text: ' Kofi.Owusu@Example.com ' });
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({
      kind: 'filtering',
      filter: { kind: 'email', to: 'kofi.owusu@example.com' },
      previous: { mail: [{ id: 12 }, { id: 9 }] },
    });
    await flush();
    expect(loadOutbox).toHaveBeenLastCalledWith({ kind: 'email', to: 'kofi.owusu@example.com' });
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({ kind: 'loaded', mail: [{ id: 12 }], sms: [] });

    actor.send({ type: 'filter.submit', text: '+233 24 400 0222' });
    await flush();
    expect(loadOutbox).toHaveBeenLastCalledWith({ kind: 'phone', to: '0244000222' });
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({
      kind: 'empty',
      filter: { kind: 'phone', to: '0244000222' },
    });

    actor.send({ type: 'filter.clear' });
    await flush();
    expect(loadOutbox).toHaveBeenLastCalledWith({ kind: 'all' });
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({ kind: 'loaded', filter: { kind: 'all' } });
  });

  it('a value that is neither an email address nor a phone number stays on the field and loads nothing', async () => {
    const loadOutbox = vi.fn().mockResolvedValue(outbox);
    const actor = createActor(provideAdminOutbox({ loadOutbox })).start();
    await flush();
    actor.send({ type: 'filter.submit', text: 'kofi' });
    expect(loadOutbox).toHaveBeenCalledTimes(1);
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({
      kind: 'loaded',
      filter: { kind: 'all' },
      fieldError: m.outboxFilterInvalid,
    });
    actor.send({ type: 'filter.submit', text: 'kofi@example.com' });
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({ kind: 'filtering', fieldError: null });
  });

  it('a failure says so and Try again loads the same filter; no outbox (production) is unavailable', async () => {
    const loadOutbox = vi
      .fn()
      .mockResolvedValueOnce(outbox)
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce({ available: false });
    const actor = createActor(provideAdminOutbox({ loadOutbox })).start();
    await flush();
    actor.send({ type: 'filter.submit', text: 'esi@example.com' });
    await flush();
    expect(toAdminOutboxView(actor.getSnapshot())).toEqual({
      kind: 'error',
      message: 'Failed to load the outbox',
      filter: { kind: 'email', to: 'esi@example.com' },
      fieldError: null,
    });
    actor.send({ type: 'outbox.retry' });
    await flush();
    expect(loadOutbox).toHaveBeenLastCalledWith({ kind: 'email', to: 'esi@example.com' });
    expect(toAdminOutboxView(actor.getSnapshot()).kind).toBe('unavailable');
    actor.send({ type: 'outbox.refresh' });
    expect(toAdminOutboxView(actor.getSnapshot()).kind).toBe('unavailable');
    expect(loadOutbox).toHaveBeenCalledTimes(3);
  });

  it('lists newest first whatever order they come in', async () => {
    const loadOutbox = vi.fn().mockResolvedValue({
      available: true,
      mail: [...outboxMail].reverse(),
      sms: [...outboxSms].reverse(),
    });
    const actor = createActor(provideAdminOutbox({ loadOutbox })).start();
    await flush();
    expect(toAdminOutboxView(actor.getSnapshot())).toMatchObject({
      mail: [{ id: 12 }, { id: 9 }],
      sms: [{ id: 4 }, { id: 3 }],
    });
  });
});

describe('supportInbox: behaviour', () => {
  it('sends the query, goes back to page 1 on a new filter or search, keeps the last page while loading', async () => {
    const loadTickets = vi.fn().mockResolvedValue(ticketList);
    const actor = createActor(provideSupportInbox({ loadTickets })).start();
    await flush();
    expect(loadTickets).toHaveBeenLastCalledWith({ status: 'open', search: '', page: 1 });
    const loaded = toSupportInboxView(actor.getSnapshot());
    expect(loaded).toMatchObject({ kind: 'loaded', page: { total: 21, pageCount: 2 } });
    actor.send({ type: 'inbox.page', page: 2 });
    expect(toSupportInboxView(actor.getSnapshot())).toMatchObject({ kind: 'loading', previous: { total: 21 } });
    await flush();
    expect(loadTickets).toHaveBeenLastCalledWith({ status: 'open', search: '', page: 2 });
    actor.send({ type: 'inbox.search', text: '  kumasi ' });
    await flush();
    expect(loadTickets).toHaveBeenLastCalledWith({ status: 'open', search: 'kumasi', page: 1 });
    actor.send({ type: 'inbox.filter', status: 'answered' });
    await flush();
    expect(loadTickets).toHaveBeenLastCalledWith({ status: 'answered', search: 'kumasi', page: 1 });
    actor.send({ type: 'inbox.open', id: 7 });
    expect(toSupportInboxView(actor.getSnapshot()).selectedId).toBe(7);
    actor.send({ type: 'inbox.close' });
    expect(toSupportInboxView(actor.getSnapshot()).selectedId).toBeNull();
  });

  it('a failed load says so and Try again loads the same query', async () => {
    const loadTickets = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValue(ticketList);
    const actor = createActor(provideSupportInbox({ loadTickets })).start();
    await flush();
    expect(toSupportInboxView(actor.getSnapshot())).toMatchObject({ kind: 'error', message: m.inboxFailed });
    actor.send({ type: 'inbox.retry' });
    await flush();
    expect(loadTickets).toHaveBeenCalledTimes(2);
    expect(toSupportInboxView(actor.getSnapshot()).kind).toBe('loaded');
  });
});

describe('supportTicket: behaviour', () => {
  const deps = () => ({
    loadTicket: vi.fn(async () => ticket),
    updateTicket: vi.fn(async (_id: number, change: object) => ({ ...ticket, ...change })),
    sendReply: vi.fn(async () => ({ ...ticket, status: 'answered' as const })),
    ticketChanged: vi.fn(),
  });

  it('checks the reply before sending: empty and too long show the field error, no request', async () => {
    expect(replyError('   ')).toBe(m.replyRequired);
    expect(replyError('x'.repeat(5001))).toBe(m.replyTooLong);
    expect(replyError('Fine')).toBe('');
    const d = deps();
    const actor = createActor(provideSupportTicket(d), { input: { id: 7 } }).start();
    await flush();
    actor.send({ type: 'reply.submit' });
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({ kind: 'shown', replyError: m.replyRequired });
    actor.send({ type: 'reply.change', text: 'W' });
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({ replyError: '' });
    expect(d.sendReply).not.toHaveBeenCalled();
  });

  it('sends the trimmed reply, clears the draft, announces it and tells the inbox', async () => {
    const d = deps();
    const actor = createActor(provideSupportTicket(d), { input: { id: 7 } }).start();
    await flush();
    actor.send({ type: 'reply.change', text: '  We can install on Monday.  ' });
    actor.send({ type: 'reply.submit' });
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({ replying: true });
    await flush();
    expect(d.sendReply).toHaveBeenCalledWith(7, 'We can install on Monday.');
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({
      draft: '',
      replying: false,
      notice: { tone: 'success', text: m.replySent },
      ticket: { status: 'answered' },
    });
    expect(d.ticketChanged).toHaveBeenCalledTimes(1);
  });

  it('a refused reply keeps the draft and shows the server words (another admin answered)', async () => {
    const d = deps();
    d.sendReply.mockRejectedValueOnce(new Error('This message was already answered by Efua Owusu.'));
    const actor = createActor(provideSupportTicket(d), { input: { id: 7 } }).start();
    await flush();
    actor.send({ type: 'reply.change', text: 'Hello' });
    actor.send({ type: 'reply.submit' });
    await flush();
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({
      draft: 'Hello',
      notice: { tone: 'error', text: 'This message was already answered by Efua Owusu.' },
    });
    expect(d.ticketChanged).not.toHaveBeenCalled();
  });

  it('changes status and assignee one at a time and reports each', async () => {
    const d = deps();
    const actor = createActor(provideSupportTicket(d), { input: { id: 7 } }).start();
    await flush();
    actor.send({ type: 'ticket.assign', assigneeId: 'a1' });
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({ updating: true });
    actor.send({ type: 'ticket.setStatus', status: 'answered' }); // ignored while saving
    await flush();
    expect(d.updateTicket).toHaveBeenCalledTimes(1);
    expect(d.updateTicket).toHaveBeenCalledWith(7, { assigneeId: 'a1' });
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({
      notice: { tone: 'success', text: m.ticketUpdated },
    });
    d.updateTicket.mockRejectedValueOnce(new Error(''));
    actor.send({ type: 'ticket.setStatus', status: 'in_progress' });
    await flush();
    expect(toSupportTicketView(actor.getSnapshot())).toMatchObject({
      notice: { tone: 'error', text: m.ticketUpdateFailed },
    });
  });
});

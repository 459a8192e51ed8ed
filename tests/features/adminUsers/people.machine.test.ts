import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CustomerDetail, UserListResponse } from '../../../src/features/adminUsers/contract';
import { peopleMachine, providePeople } from '../../../src/features/adminUsers/people.machine';
import { toPeopleView } from '../../../src/features/adminUsers/people.view';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';
import { row } from './fixtures';

const list: UserListResponse = { rows: [row()], total: 2, page: 1, pageSize: 1 };
const detail: CustomerDetail = {
  customer: { ...row(), fullName: 'Kofi Asante', emailVerified: true },
  subscription: null,
  invoices: [],
  payments: [],
  messages: [],
  serviceEvents: [],
  audit: [],
};
const input = { scope: 'customers' as const, pageSize: 1 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('people machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.loadList', output: list },
    { type: 'xstate.error.actor.loadList', error: new Error('Failed to load users') },
    { type: 'list.retry' },
    { type: 'search.submit' },
    { type: 'filter.status', value: 'pending' },
    { type: 'page.go', page: 2 },
    { type: 'detail.open', userId: row().id },
    { type: 'detail.close' },
    { type: 'detail.retry' },
    { type: 'xstate.done.actor.loadDetail', output: detail },
    { type: 'detail.lateOnly', value: true },
    { type: 'xstate.error.actor.loadDetail', error: new Error('User not found') },
    { type: 'action.request', action: 'deactivate', user: row() },
    { type: 'action.reason', text: 'Customer asked' },
    { type: 'action.confirm' },
    { type: 'action.cancel' },
    { type: 'xstate.done.actor.runAction', output: { message: 'User deactivated', user: row({ status: 'inactive' }) } },
    { type: 'xstate.error.actor.runAction', error: new Error('The last administrator cannot be demoted') },
  ];
  const paths = modelPaths(peopleMachine, events as never, input);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(peopleMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: every action that ran carried the trimmed reason of a valid confirmation', () => {
    const failures = violations(peopleMachine, paths, input, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // every action that ran carried the trimmed reason of a valid confirmation
      for (const call of controls.calls.filter((c) => c.src === 'runAction')) {
        expect(call.input).toEqual({ action: 'deactivate', userId: row().id, reason: 'Customer asked' });
      }
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('people machine: behaviour', () => {
  function start(over: Partial<Parameters<typeof providePeople>[0]> = {}) {
    const deps = {
      loadList: vi.fn(async () => list),
      loadDetail: vi.fn(async () => detail),
      runAction: vi.fn(async () => ({ message: 'User deactivated and signed out everywhere', user: row() })),
      ...over,
    };
    const actor = createActor(providePeople(deps), { input: { scope: 'customers' } }).start();
    return { actor, deps, view: () => toPeopleView(actor.getSnapshot()) };
  }

  it('loads the first page, then searches and filters from page 1', async () => {
    const { actor, deps, view } = start();
    expect(view().status).toBe('loading');
    await flush();
    expect(view()).toMatchObject({ status: 'ready', total: 2, page: 1, rows: [{ name: 'Kofi Asante' }] });
    actor.send({ type: 'search.change', text: '  Asante ' });
    actor.send({ type: 'search.submit' });
    await flush();
    actor.send({ type: 'filter.subscription', value: 'active' });
    await flush();
    actor.send({ type: 'filter.status', value: 'pending' });
    await flush();
    expect(deps.loadList).toHaveBeenLastCalledWith('customers', {
      search: 'Asante',
      status: 'pending',
      subscription: 'active',
      role: 'all',
      page: 1,
      pageSize: 20,
    });
  });

  it('a search or filter sent while a list loads is applied: the list loads again, and the old answer is dropped', async () => {
    const answers: Array<(value: UserListResponse) => void> = [];
    const loadList = vi.fn(() => new Promise<UserListResponse>((resolve) => answers.push(resolve)));
    const { actor, view } = start({ loadList });
    expect(view().status).toBe('loading');
    // the admin types and presses Enter before the first page has come
    actor.send({ type: 'search.change', text: ' kojo@example.com ' });
    actor.send({ type: 'search.submit' });
    expect(loadList).toHaveBeenCalledTimes(2);
    expect(loadList).toHaveBeenLastCalledWith(
      'customers',
      expect.objectContaining({ search: 'kojo@example.com', page: 1 }),
    );
    const found: UserListResponse = {
      rows: [row({ firstName: 'Kojo', lastName: 'Mensah' })],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    answers[0]?.(list); // the first page, for no search: too late to count
    await flush();
    expect(view().status).toBe('loading');
    answers[1]?.(found);
    await flush();
    expect(view()).toMatchObject({ status: 'ready', total: 1, rows: [{ name: 'Kojo Mensah' }] });
    // a filter while loading, and a search after a failure, load again too
    actor.send({ type: 'filter.status', value: 'pending' });
    actor.send({ type: 'filter.subscription', value: 'active' });
    expect(loadList).toHaveBeenLastCalledWith(
      'customers',
      expect.objectContaining({ search: 'kojo@example.com', status: 'pending', subscription: 'active' }),
    );
  });

  it('a search after the list failed to load tries again with it', async () => {
    const loadList = vi.fn().mockRejectedValueOnce(new Error('Failed to load users')).mockResolvedValue(list);
    const { actor, view } = start({ loadList });
    await flush();
    expect(view().status).toBe('failed');
    actor.send({ type: 'search.change', text: 'Asante' });
    actor.send({ type: 'search.submit' });
    await flush();
    expect(loadList).toHaveBeenLastCalledWith('customers', expect.objectContaining({ search: 'Asante' }));
    expect(view().status).toBe('ready');
  });

  it('a confirmation needs a reason; a failure says Failed to {action} user with the reason', async () => {
    const runAction = vi
      .fn()
      .mockRejectedValueOnce(new Error('The last administrator cannot be demoted, deactivated or deleted'))
      .mockResolvedValue({ message: 'User deactivated and signed out everywhere', user: row() });
    const { actor, view } = start({ runAction });
    await flush();
    actor.send({ type: 'action.request', action: 'deactivate', user: row() });
    actor.send({ type: 'action.confirm' });
    expect(view().dialog).toMatchObject({ reasonError: 'Give a reason (at least 3 characters)', acting: false });
    expect(runAction).not.toHaveBeenCalled();
    actor.send({ type: 'action.reason', text: ' Unpaid for months ' });
    actor.send({ type: 'action.confirm' });
    expect(view().dialog).toMatchObject({ acting: true });
    await flush();
    expect(view().dialog?.error).toEqual({
      title: 'Failed to deactivate user',
      detail: 'The last administrator cannot be demoted, deactivated or deleted',
    });
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(runAction).toHaveBeenLastCalledWith({ action: 'deactivate', userId: row().id, reason: 'Unpaid for months' });
    expect(view()).toMatchObject({ dialog: null, notice: 'User deactivated and signed out everywhere' });
  });

  it('a role change sends the chosen role; the drawer reloads after an action and closes after a delete', async () => {
    const runAction = vi.fn(async () => ({ message: 'Role changed', user: row({ role: 'support' }) }));
    const { actor, deps, view } = start({ runAction });
    await flush();
    actor.send({ type: 'detail.open', userId: row().id });
    await flush();
    expect(view().drawer).toMatchObject({ state: 'shown' });
    actor.send({ type: 'action.request', action: 'changeRole', user: row() });
    expect(view().drawer).toBeNull();
    actor.send({ type: 'action.role', role: 'support' });
    actor.send({ type: 'action.reason', text: 'Joined the support desk' });
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(runAction).toHaveBeenCalledWith({
      action: 'changeRole',
      userId: row().id,
      reason: 'Joined the support desk',
      role: 'support',
    });
    expect(deps.loadDetail).toHaveBeenCalledTimes(2);
    expect(view().drawer).toMatchObject({ state: 'shown' });

    runAction.mockResolvedValueOnce({ message: 'User deleted', user: null } as never);
    actor.send({ type: 'action.request', action: 'delete', user: row() });
    actor.send({ type: 'action.reason', text: 'Asked to be forgotten' });
    actor.send({ type: 'action.confirm' });
    await flush();
    expect(view()).toMatchObject({ drawer: null, notice: 'User deleted' });
  });

  it('a failed list shows the error and Try again loads again; pages stay in range', async () => {
    const loadList = vi
      .fn()
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValue({ ...list, pageSize: 20, total: 1 });
    const { actor, view } = start({ loadList });
    await flush();
    expect(view()).toMatchObject({ status: 'failed', listError: 'Failed to load users' });
    actor.send({ type: 'list.retry' });
    await flush();
    actor.send({ type: 'page.go', page: 2 });
    expect(view()).toMatchObject({ status: 'ready', page: 1, pages: 1 });
    expect(loadList).toHaveBeenCalledTimes(2);
  });

  it('badges late successes and lists only them on demand, all again for the next customer', async () => {
    const late = (id: string, lateSuccess: boolean) => ({
      id,
      reference: `SKY-1763805600000-${id.toUpperCase().padStart(8, '0')}`,
      amount: 25_000,
      status: 'succeeded',
      channel: 'card',
      network: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      failureReason: null,
      lateSuccess,
      duplicateOf: null,
    });
    const withLate = { ...detail, payments: [late('a1', false), late('b2', true)] };
    const { actor, view } = start({ loadDetail: vi.fn(async () => withLate) });
    await flush();
    actor.send({ type: 'detail.open', userId: row().id });
    // not yet loaded: the switch is not offered, nothing changes
    actor.send({ type: 'detail.lateOnly', value: true });
    await flush();
    expect(view().drawer).toMatchObject({ state: 'shown', lateOnly: false, lateCount: 1 });
    expect((view().drawer as { payments: { id: string }[] }).payments.map((p) => p.id)).toEqual(['a1', 'b2']);
    actor.send({ type: 'detail.lateOnly', value: true });
    expect(view().drawer).toMatchObject({ lateOnly: true, payments: [{ id: 'b2', lateSuccess: true }] });
    actor.send({ type: 'detail.lateOnly', value: false });
    expect((view().drawer as { payments: unknown[] }).payments).toHaveLength(2);
    actor.send({ type: 'detail.lateOnly', value: true });
    actor.send({ type: 'detail.close' });
    actor.send({ type: 'detail.open', userId: row().id });
    await flush();
    expect(view().drawer).toMatchObject({ state: 'shown', lateOnly: false });
  });
});
